import type { Context } from '../../graphql/context';
import type { Deps } from '../../graphql/services';
import { type Post, PostService } from '../posts';
import { SplitPostsService } from './split-posts.service';

/** The setPostSplit mutation: attaches or detaches, then answers the post (kept apart: posts imports splits). */
export class PostSplitMutation {
  constructor(private readonly deps: Deps) {}

  async setPostSplit(ctx: Context, postId: string, splitId: string | null): Promise<Post> {
    await this.deps.services.get(SplitPostsService).setPostSplit(ctx, postId, splitId);
    return (await this.deps.services.get(PostService).findById(postId))!;
  }
}
