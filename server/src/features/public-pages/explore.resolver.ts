import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { ExploreService } from './explore.service';

@ObjectType({ description: 'A category of /explore: its hashtags and how many posts use them.' })
export class ExploreCategory {
  @Field({ description: 'music, film, art, tech, content or stories.' })
  key: string;

  @Field({ description: "The hashtag whose page the category's card opens." })
  tag: string;

  @Field(() => [String])
  tags: string[];

  @Field(() => Int, { description: "Posts using at least one of the category's hashtags." })
  postsCount: number;
}

@Resolver()
export class ExploreResolver {
  @Query(() => [ExploreCategory], { description: 'The categories of /explore with their live post counts.' })
  exploreCategories(@Ctx() ctx: Context): Promise<ExploreCategory[]> {
    return ctx.services.get(ExploreService).categories();
  }
}
