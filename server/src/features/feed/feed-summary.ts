import type { Factor, RankInput } from './feed-ranking';

export interface SummaryInput extends RankInput {
  authorUsername: string | null;
  /** One of the post's hashtags that is in the current top 10, if any. */
  trendingTag: string | null;
  /** Kilometres between the viewer's and the author's cities, with the NEARBY filter. */
  distanceKm: number | null;
  /** The reader asked for trending posts (the TRENDING filter): the trending tag is the first reason, not the last. */
  trendingAsked?: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "5 minutes ago", "3 hours ago", "2 days ago". */
export function ago(createdUs: string, nowUs: bigint): string {
  const minutes = Math.floor(Math.max(0, Number(nowUs - BigInt(createdUs))) / 60_000_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  return `${plural(Math.floor(hours / 24), 'day')} ago`;
}

/**
 * One sentence a person can read: who the post is from and how they relate to the viewer, then the strongest
 * reasons among recency, engagement and trending, e.g. "New from @amara, whom you follow; 12 likes in the last hour."
 */
export function summarize(input: SummaryInput, factors: readonly Factor[], nowUs: bigint): string {
  const contribution = (name: Factor['name']) => factors.find((f) => f.name === name)?.contribution ?? 0;
  const recent = Number(nowUs - BigInt(input.createdUs)) < 6 * 3_600_000_000;
  const who = describeAuthor(input, recent);

  const reasons: Array<{ weight: number; text: string }> = [];
  if (input.distanceKm !== null) {
    reasons.push({ weight: Number.POSITIVE_INFINITY, text: input.distanceKm === 0 ? 'from your city' : `${input.distanceKm} km from you` });
  }
  reasons.push({ weight: contribution('recency'), text: `posted ${ago(input.createdUs, nowUs)}` });
  const engagement = describeEngagement(input);
  if (engagement && contribution('engagement') > 0) reasons.push({ weight: contribution('engagement'), text: engagement });
  if (input.trendingTag) reasons.push({ weight: input.trendingAsked ? Number.MAX_VALUE : -1, text: `#${input.trendingTag} is trending` });
  const chosen = reasons
    .filter((r) => r.weight !== 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 2)
    .map((r) => r.text);
  return `${[who, ...chosen].join('; ')}.`;
}

function describeAuthor(input: SummaryInput, recent: boolean): string {
  const name = input.authorUsername ? `@${input.authorUsername}` : null;
  const from = recent ? 'New from' : 'From';
  if (!name) return `${from} an anonymous creator`;
  switch (input.relation) {
    case 'self':
      return 'Your own post';
    case 'following':
      return `${from} ${name}, whom you follow`;
    default:
      return input.interactions > 0
        ? `${from} ${name}, whose posts you have liked or commented on ${plural(input.interactions, 'time')}`
        : `${from} ${name}, a creator new to you`;
  }
}

function describeEngagement(input: SummaryInput): string | null {
  if (input.likesLastHour > 0) return `${plural(input.likesLastHour, 'like')} in the last hour`;
  const parts = [
    input.likes > 0 ? plural(input.likes, 'like') : null,
    input.comments > 0 ? plural(input.comments, 'comment') : null,
    input.shares > 0 ? plural(input.shares, 'share') : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(', ') : null;
}
