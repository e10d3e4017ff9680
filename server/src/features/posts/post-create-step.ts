import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context';
import type { Post } from './post.entity';
import type { CreatePostInput } from './post.types';

/** Something another feature does with every new post: checked before anything is stored, written with the post. */
export interface PostCreateStep {
  /** Checks the input (throws a user error); answers what `apply` needs, or null when there is nothing to do. */
  prepare(ctx: Context, input: CreatePostInput): Promise<unknown>;
  /** Runs in the transaction that writes the post. */
  apply(manager: EntityManager, post: Post, prepared: unknown): Promise<void>;
}
