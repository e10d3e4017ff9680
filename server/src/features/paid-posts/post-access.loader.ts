import DataLoader from 'dataloader';
import { preparedRows } from '../../db/prepared';
import type { LoaderFactory } from '../../graphql/loaders';
import { Clock } from '../../kernel/clock';
import { isUuid } from '../../kernel/sql';

/** A locked post's access rule, and whether the caller may read it all. Public posts have none. */
export interface LockedAccess {
  postId: string;
  kind: 'MEMBERS' | 'PAID';
  authorId: string | null;
  tierIds: string[];
  priceMinor: string | null;
  currency: string | null;
  mediaKey: string | null;
  /** The caller is the author, a member of one of its tiers with access now, or a buyer. */
  entitled: boolean;
  /** Entitled through a membership (the feed's explanation says so: feed/feed-explain.ts). */
  viaMembership: boolean;
}

interface AccessRow {
  post_id: string;
  kind: 'MEMBERS' | 'PAID';
  user_id: string | null;
  tier_ids: string[];
  price_minor: string | null;
  currency: string | null;
  media_key: string | null;
  is_author: boolean;
  bought: boolean;
  member: boolean;
}

/**
 * The entitlement rule, as SQL: $2 the caller (null: anonymous), $3 the time (kernel/clock.ts). A member is entitled
 * while `access_until` is in the future (the memberships feature sets it to now on lapse, so access ends at once).
 */
export const ACCESS_SQL = `
  SELECT pa.post_id, pa.kind, p.user_id, pa.tier_ids, pa.price_minor::text, pa.currency, pa.media_key,
    COALESCE(p.user_id = $2::uuid, false) AS is_author,
    EXISTS (SELECT 1 FROM post_purchases pp WHERE pp.post_id = pa.post_id AND pp.buyer_id = $2::uuid) AS bought,
    EXISTS (SELECT 1 FROM memberships m WHERE m.member_id = $2::uuid AND m.tier_id = ANY(pa.tier_ids)
              AND m.access_until > $3::timestamptz) AS member
  FROM post_access pa JOIN posts p ON p.id = pa.post_id`;

export const toLockedAccess = (row: AccessRow): LockedAccess => ({
  postId: row.post_id,
  kind: row.kind,
  authorId: row.user_id,
  tierIds: row.tier_ids,
  priceMinor: row.price_minor,
  currency: row.currency,
  mediaKey: row.media_key,
  entitled: row.is_author || row.bought || row.member,
  viaMembership: !row.is_author && row.member,
});

/** Each post's lock for the caller, in one query per request; null for a public post. */
export const lockedAccessByPost: LoaderFactory<string, LockedAccess | null> = (deps, viewerId) =>
  new DataLoader(async (ids) => {
    const valid = ids.filter(isUuid);
    const rows = valid.length
      ? await preparedRows<AccessRow>(deps.db, `${ACCESS_SQL} WHERE pa.post_id = ANY($1::uuid[])`, [
          valid,
          viewerId,
          deps.services.get(Clock).now(),
        ])
      : [];
    const byId = new Map(rows.map((row) => [row.post_id, toLockedAccess(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
