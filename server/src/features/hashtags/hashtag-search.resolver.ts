import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Hashtag } from './hashtag.entity';
import { HashtagSearchService } from './hashtag-search.service';

@Resolver(() => Hashtag)
export class HashtagSearchResolver {
  @Query(() => [Hashtag], {
    description: 'Hashtags in use that start with `query` (a leading # is ignored), most used first; at most 20.',
  })
  searchHashtags(
    @Arg('query') query: string,
    @Arg('first', () => Int, { nullable: true, defaultValue: 8 }) first: number | null,
    @Ctx() ctx: Context,
  ): Promise<Hashtag[]> {
    return ctx.services.get(HashtagSearchService).search(query, first ?? 8);
  }
}
