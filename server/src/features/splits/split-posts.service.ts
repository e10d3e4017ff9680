import type { DataSource, EntityManager } from 'typeorm';
import { sqlRow } from '../../db/sql';
import type { Context } from '../../graphql/context';
import { forbidden, notFound } from '../../graphql/errors';
import type { Deps } from '../../graphql/services';
import { isUuid } from '../../kernel/sql';
import { requireViewer } from '../../kernel/viewer';
import { type CreatePostInput, PostService } from '../posts';

/**
 * Which split divides what a post earns (issue 31). Only the post's author may attach a split, and only one they
 * made: a collaborator cannot route someone else's income. Attaching applies to income from then on; what was
 * already paid keeps the split it was paid with (the ledger's metadata).
 */
export class SplitPostsService {
  constructor(private readonly deps: Deps) {}

  /** createPost's split: checked before anything is stored, linked in the transaction that writes the post (app/server.ts). */
  register(): void {
    this.deps.services.get(PostService).onCreate({
      prepare: (ctx, input) => this.prepareAttach(ctx, input),
      apply: (manager, post, splitId) => this.attach(manager, post.id, splitId as string, post.userId),
    });
  }

  private async prepareAttach(ctx: Context, input: CreatePostInput): Promise<string | null> {
    if (!input.splitId) return null;
    await this.checkAttachable(ctx, input.splitId);
    return input.splitId;
  }

  /** Refuses a split the caller did not make (createPost checks before it writes the post). */
  async checkAttachable(ctx: Context, splitId: string): Promise<void> {
    const viewer = requireViewer(ctx);
    const split = isUuid(splitId)
      ? await sqlRow<{ owner_id: string }>(this.deps.db, 'SELECT owner_id FROM earnings_splits WHERE id = $1', [
          splitId,
        ])
      : undefined;
    if (!split) throw notFound('split.notFound');
    if (split.owner_id !== viewer.id) throw forbidden('split.notYourSplit');
  }

  /** Attaches (or with null detaches) a split on one of the caller's posts. */
  async setPostSplit(ctx: Context, postId: string, splitId: string | null): Promise<void> {
    const viewer = requireViewer(ctx);
    const post = isUuid(postId)
      ? await sqlRow<{ user_id: string | null }>(this.deps.db, 'SELECT user_id FROM posts WHERE id = $1', [postId])
      : undefined;
    if (!post) throw notFound('content.postNotFound');
    if (post.user_id !== viewer.id) throw forbidden('split.notYourPost');
    if (splitId === null) {
      await this.deps.db.query('DELETE FROM post_splits WHERE post_id = $1', [postId]);
      return;
    }
    await this.checkAttachable(ctx, splitId);
    await this.deps.db.transaction((tx) => this.attach(tx, postId, splitId, viewer.id));
  }

  /**
   * Links a checked split to a post (a new post's, or a replacement). The split is read again under a key-share lock
   * in the writing transaction: one deleted (or no longer the author's) since the check refuses the whole write.
   */
  private async attach(
    manager: EntityManager | DataSource,
    postId: string,
    splitId: string,
    authorId: string | null,
  ): Promise<void> {
    const split = await sqlRow<{ owner_id: string }>(
      manager,
      'SELECT owner_id FROM earnings_splits WHERE id = $1 FOR KEY SHARE',
      [splitId],
    );
    if (!split) throw notFound('split.notFound');
    if (split.owner_id !== authorId) throw forbidden('split.notYourSplit');
    await manager.query(
      `INSERT INTO post_splits (post_id, split_id) VALUES ($1, $2)
       ON CONFLICT (post_id) DO UPDATE SET split_id = excluded.split_id, attached_at = clock_timestamp()`,
      [postId, splitId],
    );
  }
}
