// The front door of roles: what other features and app/ may use. Resolvers are found by graphql/find-modules.ts.
export { userNotFound } from './role.errors';
export { rolesByUserId } from './role.loaders';
export { RoleService } from './role.service';
export { UserRole } from './user-role.entity';
