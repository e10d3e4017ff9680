import { LIMITS } from '@kuza/common';
import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { Role } from '../../kernel/roles';
import { Profile } from './profile.entity';
import { decodeCursor, encodeCursor } from '../../kernel/profile-cursor';
import type { ProfileConnection, ProfileListArgs, UserStats } from './profile-list.types';

const SEARCH_MAX_LENGTH = 50;

/** `%text%` for LIKE, with the user's own % and _ (common in usernames) taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The user list and its counters (User Management, spec §2.3). */
export class ProfileListService {
  constructor(private readonly deps: Deps) {}

  async list(_ctx: Context, args: ProfileListArgs): Promise<ProfileConnection> {
    const first = args.first ?? 50;
    if (!Number.isInteger(first) || first < 1 || first > LIMITS.pageSizeMax) {
      throw badInput('first', 'content.listSizeRange', { argument: 'first' });
    }
    const search = args.search?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '';
    const query = this.deps.db
      .getRepository(Profile)
      .createQueryBuilder('p')
      .addSelect('p.created_at::text', 'cursor_created_at')
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(first + 1);
    // Served by profiles_username_search_idx (trigram) and profiles_created_at_idx.
    if (search) query.andWhere(`lower(p.username) LIKE :pattern ESCAPE '\\'`, { pattern: containsPattern(search) });
    if (args.after) {
      const cursor = decodeCursor(args.after);
      query.andWhere('(p.created_at, p.id) < (CAST(:createdAt AS timestamptz), CAST(:id AS uuid))', cursor);
    }
    const { entities, raw } = await query.getRawAndEntities<{ cursor_created_at: string }>();
    const edges = entities.slice(0, first).map((node, i) => ({
      node,
      cursor: encodeCursor({ createdAt: raw[i].cursor_created_at, id: node.id }),
    }));
    return {
      edges,
      pageInfo: { hasNextPage: entities.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }

  async stats(_ctx: Context): Promise<UserStats> {
    const [row]: Array<{ total: number; admins: number; moderators: number; suspended: number }> =
      await this.deps.db.query(
        `SELECT (SELECT count(*) FROM users)::int AS total,
              (SELECT count(*) FROM user_roles WHERE role = $1)::int AS admins,
              (SELECT count(*) FROM user_roles WHERE role = $2)::int AS moderators,
              (SELECT count(*) FROM users WHERE suspended_at IS NOT NULL)::int AS suspended`,
        [Role.ADMIN, Role.MODERATOR],
      );
    return {
      totalUsers: row.total,
      activeUsers: row.total - row.suspended,
      admins: row.admins,
      moderators: row.moderators,
      suspended: row.suspended,
    };
  }
}
