import { createdMicros } from '../../kernel/sql';
import { Circle, CirclePost, CircleJoinRequest, CircleViewerStatus } from './circle.types';

export interface CircleRow {
  id: string;
  owner_id: string;
  name: string;
  description: string | null;
  is_private: boolean;
  members_count: number;
  posts_count: number;
  viewer_status: CircleViewerStatus;
  created_at: Date;
  created_us: string;
}

/**
 * A circle's columns (alias `c`) with what `viewer` (an SQL expression: a parameter, or NULL for no one) is to it.
 * The owner always has a member row too (written with the circle), so OWNER is decided first.
 */
export const circleColumns = (
  viewer: string,
) => `c.id, c.owner_id, c.name, c.description, c.is_private, c.members_count, c.posts_count,
  c.created_at, ${createdMicros('c')}::text AS created_us,
  CASE WHEN c.owner_id = ${viewer} THEN 'OWNER'
       ELSE COALESCE((SELECT upper(m.status) FROM circle_members m WHERE m.circle_id = c.id AND m.user_id = ${viewer}), 'NONE') END AS viewer_status`;

export const toCircle = (row: CircleRow): Circle =>
  Object.assign(new Circle(), {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    description: row.description,
    isPrivate: row.is_private,
    membersCount: row.members_count,
    postsCount: row.posts_count,
    viewerStatus: row.viewer_status,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });

export interface CirclePostRow {
  id: string;
  circle_id: string;
  author_id: string;
  content: string;
  sensitive: boolean;
  created_at: Date;
  created_us: string;
}

export const circlePostColumns = (alias: string) =>
  `${alias}.id, ${alias}.circle_id, ${alias}.author_id, ${alias}.content, ${alias}.sensitive, ${alias}.created_at, ${createdMicros(alias)}::text AS created_us`;

export const toCirclePost = (row: CirclePostRow): CirclePost =>
  Object.assign(new CirclePost(), {
    id: row.id,
    circleId: row.circle_id,
    authorId: row.author_id,
    content: row.content,
    sensitive: row.sensitive,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });

export interface JoinRequestRow {
  circle_id: string;
  user_id: string;
  created_at: Date;
  created_us: string;
}

export const toJoinRequest = (row: JoinRequestRow): CircleJoinRequest =>
  Object.assign(new CircleJoinRequest(), {
    circleId: row.circle_id,
    userId: row.user_id,
    createdAt: row.created_at,
    createdUs: row.created_us,
  });
