// SQL pieces for the statements that record notifications where the action happens (likes, comments, follows): each
// writes its notification in a CTE named `notified` of the action's own statement, and reads it back as one column.

/** How much of a comment its notification shows. */
export const COMMENT_EXCERPT_LENGTH = 80;

// A repeated like or follow (after an unlike or unfollow) refreshes its one row instead of adding another.
const REFRESH = `DO UPDATE SET created_at = clock_timestamp(), read_at = NULL`;
export const LIKE_CONFLICT = `ON CONFLICT (recipient_id, actor_id, post_id) WHERE kind = 'LIKE' ${REFRESH}`;
export const FOLLOW_CONFLICT = `ON CONFLICT (recipient_id, actor_id) WHERE kind = 'FOLLOW' ${REFRESH}`;

export const NOTIFIED_RETURNING = `RETURNING id, recipient_id, actor_id, kind, post_id, created_at`;

/**
 * The row the `notified` CTE wrote, as a NotificationPayload-shaped json value (null when it wrote none: the action
 * changed nothing, or the actor is the recipient). `excerpt` and `sensitive` are SQL expressions for the comment's text
 * and whether it uses offensive language.
 */
export const notifiedJson = (excerpt = 'NULL::text', sensitive = 'false') =>
  `(SELECT ${rowJson({ excerpt, sensitive })} FROM notified n)`;

/** notifiedJson for a campaign's review: `name` is an SQL expression for the campaign's name. */
export const notifiedCampaignJson = (name: string) => `(SELECT ${rowJson({ campaignName: name })} FROM notified n)`;

/** notifiedJson for a circle's notifications: their `notified` CTE returns circle_id too (CIRCLE_NOTIFIED_RETURNING). */
export const notifiedCircleJson = () => `(SELECT ${rowJson({ circleId: 'n.circle_id' })} FROM notified n)`;
export const CIRCLE_NOTIFIED_RETURNING = `${NOTIFIED_RETURNING}, circle_id`;

/** Every row the `notified` CTE wrote (staff alerts go to several people), as a json array of NotificationPayloads. */
export const notifiedListJson = (extras: RowExtras = {}) =>
  `(SELECT COALESCE(json_agg(${rowJson(extras)}), '[]') FROM notified n)`;

/** SQL expressions for a notification's details (of the row `n`), each null unless given. */
interface RowExtras {
  excerpt?: string;
  sensitive?: string;
  reportReason?: string;
  removedKind?: string;
  removedExcerpt?: string;
  circleId?: string;
  campaignName?: string;
}

const rowJson = ({
  excerpt = 'NULL::text',
  sensitive = 'false',
  reportReason = 'NULL::text',
  removedKind = 'NULL::text',
  removedExcerpt = 'NULL::text',
  circleId = 'NULL::uuid',
  campaignName = 'NULL::text',
}: RowExtras) =>
  `json_build_object('id', n.id, 'recipientId', n.recipient_id, 'actorId', n.actor_id, 'kind', n.kind,
     'postId', n.post_id, 'circleId', ${circleId}, 'commentExcerpt', left(${excerpt}, ${COMMENT_EXCERPT_LENGTH}),
     'commentSensitive', ${sensitive}, 'reportReason', ${reportReason}, 'removedKind', ${removedKind},
     'removedExcerpt', left(${removedExcerpt}, ${COMMENT_EXCERPT_LENGTH}), 'campaignName', ${campaignName}, 'createdAt', n.created_at)`;
