import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Info, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { postSelectionOf, PostConnection } from '../posts';
import { FeedService } from './feed.service';
import { FeedFilter, FeedMode } from './feed.types';

@Resolver()
export class FeedResolver {
  @Authorized()
  @Query(() => PostConnection, {
    description:
      'The ranked feed. energy 0..100 moves the ranking from pure recency (0: newest first) to discovery (100). ' +
      'Every post carries its explanation. NEARBY answers an empty list with a message when the viewer has no location.',
  })
  feed(
    @Arg('mode', () => FeedMode, { nullable: true, defaultValue: FeedMode.MY_FLOW }) mode: FeedMode | null,
    @Arg('filters', () => [FeedFilter], { nullable: true }) filters: FeedFilter[] | null,
    @Arg('energy', () => Int, { nullable: true, defaultValue: 50 }) energy: number | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostConnection> {
    const asked = {
      mode: mode ?? FeedMode.MY_FLOW,
      filters,
      energy: energy ?? 50,
      first,
      after,
      selection: postSelectionOf(info),
    };
    return ctx.services.get(FeedService).feed(ctx, asked);
  }
}
