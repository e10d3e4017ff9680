import DataLoader from 'dataloader';
import type { Context } from '../../graphql/context';
import type { FieldOverride } from '../../graphql/schema';
import type { LoaderFactory } from '../../graphql/loaders';
import { money } from '../monetize';
import { type Post, PostAccessKind } from '../posts';
import { PaidPostService } from './paid-post.service';
import { PostAccess, PostAccessTier } from './paid-post.types';

/** Tier names by id, once per request. */
const tierNameById: LoaderFactory<string, string | null> = (deps) =>
  new DataLoader(async (ids) => {
    const names = await deps.services.get(PaidPostService).tierNames([...ids]);
    return ids.map((id) => names.get(id) ?? null);
  });

/** Post.access: the kind, and the tiers or the price. */
export async function postAccessOf(ctx: Context, post: Post): Promise<PostAccess> {
  const lock = await ctx.services.get(PaidPostService).lockOf(ctx, post);
  const access = Object.assign(new PostAccess(), { kind: PostAccessKind.PUBLIC, tiers: [], price: null });
  if (!lock) return access;
  const names = await Promise.all(lock.tierIds.map((id) => ctx.loaders.get(tierNameById).load(id)));
  return Object.assign(access, {
    kind: lock.kind === 'PAID' ? PostAccessKind.PAID : PostAccessKind.MEMBERS,
    tiers: lock.tierIds.flatMap((id, i) =>
      names[i] === null ? [] : [Object.assign(new PostAccessTier(), { id, name: names[i] })],
    ),
    price: lock.priceMinor && lock.currency ? money(lock.priceMinor, lock.currency) : null,
  });
}

/** A locked post's text as the caller may read it: the teaser unless entitled (then masked as any text). */
export const paidPostText = (ctx: Context, post: Post): Promise<string> =>
  ctx.services.get(PaidPostService).text(ctx, post);

/** The Post fields that answer per entitlement, set on the built schema (graphql/schema.ts) with the masked texts. */
export const PAID_POST_FIELDS: readonly FieldOverride[] = [
  ['Post', 'mediaUrl', (post: Post, _args, ctx) => ctx.services.get(PaidPostService).mediaUrl(ctx, post)],
];
