import { registerEnumType } from 'type-graphql';

export enum Role {
  ADMIN = 'ADMIN',
  MODERATOR = 'MODERATOR',
  USER = 'USER',
}

registerEnumType(Role, { name: 'Role', description: 'ADMIN and MODERATOR are granted; every account is a USER.' });

/** Stored roles plus USER, which every account has, in a stable order. */
export function withUserRole(stored: readonly string[]): Role[] {
  const roles = new Set<Role>([
    ...stored.filter((r): r is Role => r === Role.ADMIN || r === Role.MODERATOR),
    Role.USER,
  ]);
  return [Role.ADMIN, Role.MODERATOR, Role.USER].filter((role) => roles.has(role));
}

/** Moderators and admins may remove any post (spec §6); everyone else only their own. */
export function canModerate(viewer: { roles: readonly Role[] } | null | undefined): boolean {
  return Boolean(viewer && (viewer.roles.includes(Role.ADMIN) || viewer.roles.includes(Role.MODERATOR)));
}
