import { SPAM_RULES as R } from '@kuza/common';

// Spam detection's checks (common/moderation-rules.ts SPAM_RULES), as SQL for the statements that write posts and
// comments: each is a boolean expression over the author, the text and whether the switch is on (parameters).

/** A text as compared: lowercase, runs of white space as one space. */
const normalized = (text: string) => `regexp_replace(lower(${text}), '\\s+', ' ', 'g')`;

/**
 * A text's key: its normalized form hashed to 4 bytes. Written the same way here and in the indexes on (user_id, key)
 * of posts and comments (migration 1763810000000), so the checks below use them; a small key keeps the index cheap to
 * write, and the checks compare the texts too, so two texts with the same key are never taken for one.
 */
export const textKey = (text: string) => `hashtext(${normalized(text)})`;
const sameText = (column: string, text: string) =>
  `${textKey(column)} = ${textKey(text)} AND ${normalized(column)} = ${normalized(text)}`;

/** The author repeats one of their posts of the last hours. */
export const repeatedPostSql = (on: string, author: string, text: string) => `(${on}::boolean AND EXISTS (
    SELECT 1 FROM posts WHERE user_id = ${author} AND ${sameText('content', text)}
      AND created_at > clock_timestamp() - interval '${R.postWindowHours} hours'
  ))`;

/** The author leaves the same comment under several other posts, or twice under this one. */
export const repeatedCommentSql = (on: string, author: string, text: string, post: string) => `(${on}::boolean AND (
    (SELECT count(DISTINCT post_id) FROM comments WHERE user_id = ${author} AND ${sameText('content', text)}
      AND post_id <> ${post} AND created_at > clock_timestamp() - interval '${R.commentWindowMinutes} minutes') >= ${R.commentRepeatPosts}
    OR EXISTS (
      SELECT 1 FROM comments WHERE user_id = ${author} AND ${sameText('content', text)} AND post_id = ${post}
        AND created_at > clock_timestamp() - interval '${R.samePostWindowMinutes} minutes'
    )
  ))`;

/**
 * The sender gives the same shoutout to several other creators, or twice to this one. A sender's recent shoutouts
 * are few: shoutouts_from_created_idx reads them, and the texts are compared as for comments.
 */
export const repeatedShoutoutSql = (
  on: string,
  sender: string,
  text: string,
  recipient: string,
) => `(${on}::boolean AND (
    (SELECT count(DISTINCT to_user_id) FROM shoutouts WHERE from_user_id = ${sender} AND ${sameText('message', text)}
      AND to_user_id <> ${recipient} AND created_at > clock_timestamp() - interval '${R.shoutoutWindowMinutes} minutes') >= ${R.shoutoutRepeatRecipients}
    OR EXISTS (
      SELECT 1 FROM shoutouts WHERE from_user_id = ${sender} AND ${sameText('message', text)} AND to_user_id = ${recipient}
        AND created_at > clock_timestamp() - interval '${R.sameRecipientWindowHours} hours'
    )
  ))`;

/** The author repeats one of their posts of the last hours in the same circle (circle_posts_author_idx reads them). */
export const repeatedCirclePostSql = (
  on: string,
  author: string,
  circle: string,
  text: string,
) => `(${on}::boolean AND EXISTS (
    SELECT 1 FROM circle_posts WHERE author_id = ${author} AND circle_id = ${circle} AND ${sameText('content', text)}
      AND created_at > clock_timestamp() - interval '${R.circlePostWindowHours} hours'
  ))`;
