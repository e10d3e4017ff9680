import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Post } from '../posts';
import { PostSplitMutation } from './post-split.service';
import { postSplit } from './split.loaders';
import { EarningsSplit } from './split.types';

@Resolver(() => Post)
export class PostSplitResolver {
  @Authorized()
  @Mutation(() => Post, {
    description:
      "Attaches one of the caller's splits to one of their posts (null detaches): it divides the post's income from then on.",
  })
  setPostSplit(
    @Arg('postId', () => ID) postId: string,
    @Arg('splitId', () => ID, { nullable: true }) splitId: string | null,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return ctx.services.get(PostSplitMutation).setPostSplit(ctx, postId, splitId);
  }

  @FieldResolver(() => EarningsSplit, {
    nullable: true,
    description: "The split that divides the post's income; only its author and the split's collaborators see it.",
  })
  split(@Root() post: Post, @Ctx() ctx: Context): Promise<EarningsSplit | null> {
    return ctx.loaders.get(postSplit).load(post.id);
  }
}
