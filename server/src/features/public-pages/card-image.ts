import { createHash } from 'node:crypto';
import { loadSharp } from '../../kernel/sharp';
import { escapeHtml, excerpt } from './page-head';

// Open Graph's recommended size: what WhatsApp, X, Telegram and Facebook show as a large preview.
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const LINE_CHARS = 38;
const MAX_LINES = 6;

export interface CardText {
  /** The post's text (already reduced to a teaser or a notice where the post is covered). */
  text: string;
  /** "@username", or a line under the text. */
  byline: string;
}

/** The text in lines of about LINE_CHARS characters, cut at words; the last line ends with … when text is left. */
export function wrapLines(text: string, width = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === maxLines && lines.join(' ').length < words.join(' ').length) {
    lines[maxLines - 1] = excerpt(`${lines[maxLines - 1]} …`, width);
  }
  return lines.slice(0, maxLines);
}

export function cardSvg({ text, byline }: CardText): string {
  const lines = wrapLines(text);
  const tspans = lines.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 62}">${escapeHtml(line)}</tspan>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#fed7aa"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="0" y="0" width="16" height="100%" fill="#c2410c"/>
  <text x="80" y="150" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="46" fill="#1c1917">${tspans}</text>
  <text x="80" y="560" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="34" font-weight="bold" fill="#9a3412">${escapeHtml(byline)}</text>
  <text x="1120" y="560" text-anchor="end" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="40" font-weight="bold" fill="#c2410c">Kuza</text>
</svg>`;
}

/** A quoted, strong validator for the card: the same text and byline give the same image. */
export function cardEtag(card: CardText): string {
  return `"${createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 27)}"`;
}

export async function renderCard(card: CardText): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(cardSvg(card)))
    .png()
    .toBuffer();
}
