import type { Deps } from '../../graphql/services';
import { CommentService } from '../../features/comments';
import { ModerationService } from '../../features/moderation';
import { ReportReason } from '../../features/moderation-rules';
import { seedContexts } from './seed-context';

// Something for Reports & Flags and Content Moderation to show: a reader leaves a spam comment under one of amara's
// posts and two creators report it, through the real services (so the admin's bell has the report alerts too).
const SPAM = 'Get 10,000 followers overnight! Send airtime and I will share the secret link';

export async function seedDemoModeration(deps: Deps): Promise<void> {
  const ctxFor = await seedContexts(deps);
  const [post] = await deps.db.query(
    `SELECT p.id FROM posts p JOIN profiles pr ON pr.id = p.user_id WHERE pr.username = 'amara' ORDER BY p.created_at DESC LIMIT 1`,
  );
  if (!post) throw new Error('The demo posts are missing: the demo-posts step runs first');
  const comment = await deps.services.get(CommentService).add(ctxFor('lagos_fan1'), post.id, SPAM);
  const moderation = deps.services.get(ModerationService);
  await moderation.report(ctxFor('kofi_pod'), {
    commentId: comment.id,
    reason: ReportReason.SPAM,
    details: 'The same link under several posts today.',
  });
  await moderation.report(ctxFor('zanele_designs'), {
    commentId: comment.id,
    reason: ReportReason.SCAM,
    details: null,
  });
}
