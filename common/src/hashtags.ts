import { LIMITS } from './limits';

// Spec §5: a # followed by letters, digits or underscore. Letters include every script (Amharic, Arabic, ...)
// and their combining marks; a tag is matched case-insensitively and stored lowercase.
const HASHTAG = /(^|[^\p{L}\p{M}\p{N}_&#])#([\p{L}\p{M}\p{N}_]+)/gu;

/** The distinct lowercase hashtags of a text, in order of first appearance. */
export function parseHashtags(content: string): string[] {
  const seen = new Set<string>();
  for (const match of content.matchAll(HASHTAG)) {
    const tag = normalizeTag(match[2]);
    if (tag.length > 0 && tag.length <= LIMITS.hashtagMaxLength) seen.add(tag);
  }
  return [...seen];
}

/** A tag as stored: lowercase, without a leading #. */
export function normalizeTag(tag: string): string {
  return tag.replace(/^#/, '').normalize('NFC').toLowerCase();
}

/** Splits a text into plain runs and hashtags, so a client can make each tag a link. */
export function splitHashtags(content: string): Array<{ text: string; tag?: string }> {
  const parts: Array<{ text: string; tag?: string }> = [];
  let last = 0;
  for (const match of content.matchAll(HASHTAG)) {
    const start = (match.index ?? 0) + match[1].length;
    if (start > last) parts.push({ text: content.slice(last, start) });
    const text = `#${match[2]}`;
    parts.push({ text, tag: normalizeTag(match[2]) });
    last = start + text.length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
