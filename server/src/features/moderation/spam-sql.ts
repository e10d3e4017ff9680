import { SPAM_RULES as R } from '@kuza/common';

// Spam detection's checks (common/moderation-rules.ts SPAM_RULES), as SQL for the statements that write posts and
// comments: each is a boolean expression over the author, the text and whether the switch is on (parameters).

/** Texts compared case-insensitively, with runs of white space as one space. */
const same = (a: string, b: string) => `regexp_replace(lower(${a}), '\\s+', ' ', 'g') = regexp_replace(lower(${b}), '\\s+', ' ', 'g')`;

/** The author repeats one of their latest posts. */
export const repeatedPostSql = (on: string, author: string, text: string) => `(${on}::boolean AND EXISTS (
    SELECT 1 FROM (
      SELECT content FROM posts WHERE user_id = ${author} AND created_at > clock_timestamp() - interval '${R.postWindowHours} hours'
      ORDER BY created_at DESC LIMIT ${R.postsCompared}
    ) latest WHERE ${same('latest.content', text)}
  ))`;

/** The author leaves the same comment under several posts, or twice under this one. */
export const repeatedCommentSql = (on: string, author: string, text: string, post: string) => `(${on}::boolean AND (
    (SELECT count(DISTINCT latest.post_id) FROM (
       SELECT post_id, content FROM comments WHERE user_id = ${author} AND created_at > clock_timestamp() - interval '${R.commentWindowMinutes} minutes'
       ORDER BY created_at DESC LIMIT ${R.commentsCompared}
     ) latest WHERE latest.post_id <> ${post} AND ${same('latest.content', text)}) >= ${R.commentRepeatPosts}
    OR EXISTS (
      SELECT 1 FROM comments WHERE post_id = ${post} AND user_id = ${author}
        AND created_at > clock_timestamp() - interval '${R.samePostWindowMinutes} minutes' AND ${same('content', text)}
    )
  ))`;
