import { Args, Ctx, FieldResolver, Info, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../graphql/context';
import { PostConnection, postSelectionOf } from '../posts';
import { ProfileConnection } from '../profiles';
import { SearchService } from './search.service';
import { HashtagConnection, SearchArgs, SearchResults } from './search.types';

@Resolver(() => SearchResults)
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      'Finds people (username, bio), posts (their words) and hashtags (their start). Accents and tone marks are ignored; English and French words match their other forms ("running" finds "run"). Anonymous callers find only public profiles and their posts.',
  })
  search(@Args() args: SearchArgs, @Ctx() ctx: Context): SearchResults {
    return ctx.services.get(SearchService).search(args);
  }

  @FieldResolver(() => ProfileConnection, { description: 'People, best match first (PEOPLE or ALL).' })
  people(@Root() results: SearchResults, @Ctx() ctx: Context): Promise<ProfileConnection> {
    return ctx.services.get(SearchService).people(ctx, results.request);
  }

  @FieldResolver(() => PostConnection, {
    description:
      'Posts, most relevant first, recent ones ahead of older ones that match as well (POSTS or ALL). Circle discussions are not searched.',
  })
  posts(
    @Root() results: SearchResults,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<PostConnection> {
    return ctx.services.get(SearchService).posts(ctx, results.request, postSelectionOf(info));
  }

  @FieldResolver(() => HashtagConnection, { description: 'Hashtags in use, most used first (HASHTAGS or ALL).' })
  hashtags(@Root() results: SearchResults, @Ctx() ctx: Context): Promise<HashtagConnection> {
    return ctx.services.get(SearchService).hashtags(ctx, results.request);
  }
}
