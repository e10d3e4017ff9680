import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { money } from '../monetize';
import { Checkout } from '../payments';
import { Post } from '../posts';
import { PaidPostService } from './paid-post.service';
import { PostAccess, PostAccessTier } from './paid-post.types';
import { postAccessOf } from './post-access.fields';

@Resolver(() => Post)
export class PaidPostResolver {
  @Authorized()
  @Mutation(() => Checkout, {
    description:
      "Buys a pay-per-view post: answers a checkout to pay at the gateway. Once paid the post opens for the buyer; 70 % goes to the creator (pending until the gateway settles), 30 % to Kuza's fees.",
  })
  unlockPost(
    @Arg('postId', () => ID) postId: string,
    @Arg('idempotencyKey') idempotencyKey: string,
    @Ctx() ctx: Context,
  ): Promise<Checkout> {
    return ctx.services.get(PaidPostService).unlock(ctx, postId, idempotencyKey);
  }

  @Authorized()
  @Query(() => [PostAccessTier], {
    description: "The caller's membership tiers that a members-only post may be for (not retired).",
  })
  async postAccessTiers(@Ctx() ctx: Context): Promise<PostAccessTier[]> {
    return (await ctx.services.get(PaidPostService).ownTiers(ctx)).map((t) =>
      Object.assign(new PostAccessTier(), { id: t.id, name: t.name, price: money(t.priceMinor, t.currency) }),
    );
  }

  @FieldResolver(() => Boolean, {
    description: 'The caller may read all of it: a public post, or the author, a member of its tiers, a buyer.',
  })
  async viewerCanAccess(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    const lock = await ctx.services.get(PaidPostService).lockOf(ctx, post);
    return !lock || lock.entitled;
  }

  @FieldResolver(() => PostAccess, { description: 'Who may read it beyond its teaser (PUBLIC: everyone).' })
  access(@Root() post: Post, @Ctx() ctx: Context): Promise<PostAccess> {
    return postAccessOf(ctx, post);
  }
}
