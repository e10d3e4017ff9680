import { LIMITS } from './limits';

// Conversation (issue 33): replies, edits, removed comments and @mentions. Messages by id (messages.ts registers
// them as `conversation.<name>`); the text rules of edits are those of new content (content-schemas.ts).
export const CONVERSATION_TEMPLATES = {
  commentNotFound: 'This comment does not exist or was removed.',
  parentNotFound: 'The comment you are answering does not exist or was removed.',
  parentOnOtherPost: 'A reply must be on the same post as the comment it answers.',
  notYourComment: 'Only its author or the post’s author can delete this comment.',
  editOwnCommentOnly: 'Only its author can edit this comment.',
  editOwnPostOnly: 'Only its author can edit this post.',
} as const;

// Spec §3: usernames are letters, digits and underscore. An @ inside a word (an e-mail address) is no mention.
const MENTION = /(^|[^A-Za-z0-9_@.])@([A-Za-z0-9_]+)/g;

/** The distinct usernames a text mentions (lowercase, as profiles are matched), in order of first appearance. */
export function parseMentions(content: string): string[] {
  const seen = new Set<string>();
  for (const match of content.matchAll(MENTION)) {
    const name = match[2];
    if (name.length >= LIMITS.usernameMinLength && name.length <= LIMITS.usernameMaxLength)
      seen.add(name.toLowerCase());
  }
  return [...seen];
}

/** Splits a text into plain runs and mentions, so a client can make each mention a link to the profile. */
export function splitMentions(content: string): Array<{ text: string; username?: string }> {
  const parts: Array<{ text: string; username?: string }> = [];
  let last = 0;
  for (const match of content.matchAll(MENTION)) {
    const name = match[2];
    if (name.length < LIMITS.usernameMinLength || name.length > LIMITS.usernameMaxLength) continue;
    const start = (match.index ?? 0) + match[1].length;
    if (start > last) parts.push({ text: content.slice(last, start) });
    parts.push({ text: `@${name}`, username: name });
    last = start + name.length + 1;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
