/**
 * A candidate window as the statement sends it (feed-window.ts): one text, posts separated by ';' and each post's
 * fields by ',' (id, author id or empty, likes, comments, shares, created_at in µs, likes in the last hour, whether
 * the viewer follows the author 0/1, the viewer's interactions with the author). The numbers are parsed once into
 * typed arrays; the ids and times are cut out of the text only for the posts a page shows.
 *
 * Why not an object per post: a first page ranks 500 posts and shows 20, and the ranked window is kept for the
 * reader's next pages. As objects, every window was ~1,500 of them (posts, their strings, sort entries), copied by
 * each young-generation collection that found it alive; as columns it is a handful, whatever its size.
 */
export class WindowRows {
  readonly length: number;
  readonly likes: Float64Array;
  readonly comments: Float64Array;
  readonly shares: Float64Array;
  /** created_at in µs as a number: exact up to the year 2255 (createdUs() gives the exact text). */
  readonly us: Float64Array;
  readonly likesLastHour: Float64Array;
  readonly interactions: Float64Array;
  /** 1 when the viewer follows the post's author (at the window's moment). */
  readonly following: Uint8Array;
  /** Where each post's text starts, and where its created_at field starts and ends. */
  private readonly starts: Int32Array;
  private readonly usStart: Int32Array;
  private readonly usEnd: Int32Array;

  constructor(private readonly text: string) {
    const n = text === '' ? 0 : countOf(text, SEMICOLON) + 1;
    this.length = n;
    this.likes = new Float64Array(n);
    this.comments = new Float64Array(n);
    this.shares = new Float64Array(n);
    this.us = new Float64Array(n);
    this.likesLastHour = new Float64Array(n);
    this.interactions = new Float64Array(n);
    this.following = new Uint8Array(n);
    this.starts = new Int32Array(n);
    this.usStart = new Int32Array(n);
    this.usEnd = new Int32Array(n);
    const fields = new FieldReader(text);
    for (let i = 0; i < n; i++) {
      this.starts[i] = fields.at;
      fields.skip(); // the id
      fields.skip(); // the author's id
      this.likes[i] = fields.number();
      this.comments[i] = fields.number();
      this.shares[i] = fields.number();
      this.usStart[i] = fields.at;
      this.us[i] = fields.number();
      this.usEnd[i] = fields.at - 1;
      this.likesLastHour[i] = fields.number();
      this.following[i] = fields.number();
      this.interactions[i] = fields.number();
    }
  }

  id(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i] + UUID_LENGTH);
  }

  /** The author's id, or null when the account is gone. */
  userId(i: number): string | null {
    const at = this.starts[i] + UUID_LENGTH + 1;
    return this.text.charCodeAt(at) === COMMA ? null : this.text.slice(at, at + UUID_LENGTH);
  }

  /** Whether the post's author is `userId` (without cutting the author's id out). */
  isBy(i: number, userId: string): boolean {
    const at = this.starts[i] + UUID_LENGTH + 1;
    return (
      this.text.charCodeAt(at) !== COMMA &&
      this.text.startsWith(userId, at) &&
      this.text.charCodeAt(at + userId.length) === COMMA
    );
  }

  hasAuthor(i: number): boolean {
    return this.text.charCodeAt(this.starts[i] + UUID_LENGTH + 1) !== COMMA;
  }

  /** created_at in µs since 1970, exactly as the database wrote it. */
  createdUs(i: number): string {
    return this.text.slice(this.usStart[i], this.usEnd[i]);
  }
}

const UUID_LENGTH = 36;
const COMMA = 44;
const SEMICOLON = 59;
const MINUS = 45;

function countOf(text: string, code: number): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === code) count++;
  return count;
}

/** Reads the fields one after another: `at` is where the next one starts (past its ',' or ';'). */
class FieldReader {
  at = 0;

  constructor(private readonly text: string) {}

  skip(): void {
    this.at = this.text.indexOf(',', this.at) + 1;
  }

  /** An integer (digits, maybe a leading minus), as Number() reads it. */
  number(): number {
    const { text } = this;
    let i = this.at;
    const negative = text.charCodeAt(i) === MINUS;
    if (negative) i++;
    let value = 0;
    for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) value = value * 10 + (c - 48);
    // Beyond 2^53 the sum above may round differently from Number(): read it as Number() would.
    if (value > Number.MAX_SAFE_INTEGER) value = Number(text.slice(negative ? this.at + 1 : this.at, i));
    this.at = i + 1;
    return negative ? -value : value;
  }
}
