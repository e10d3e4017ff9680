import type { Factor, FactorName, RankInput } from './feed-ranking';

export interface SummaryInput extends RankInput {
  authorUsername: string | null;
  /** One of the post's hashtags that is in the current top 10, if any. */
  trendingTag: string | null;
  /** Kilometres between the viewer's and the author's cities, with the NEARBY filter. */
  distanceKm: number | null;
  /** The reader asked for trending posts (the TRENDING filter): the trending tag is the first reason, not the last. */
  trendingAsked?: boolean;
  /** My Flow: who reposted the post (the viewer's own repost: their username too), when a repost brought it. */
  repostedBy?: string | null;
  /** The repost is the viewer's own. */
  repostedBySelf?: boolean;
}

/** How the summary names the author. */
export enum FeedAuthorRelation {
  SELF = 'SELF',
  FOLLOWING = 'FOLLOWING',
  INTERACTED = 'INTERACTED',
  NEW_TO_YOU = 'NEW_TO_YOU',
  ANONYMOUS = 'ANONYMOUS',
}

/** One reason the summary gives after the author. */
export enum FeedReasonKind {
  FROM_YOUR_CITY = 'FROM_YOUR_CITY',
  DISTANCE = 'DISTANCE',
  POSTED = 'POSTED',
  LIKES_LAST_HOUR = 'LIKES_LAST_HOUR',
  ENGAGEMENT = 'ENGAGEMENT',
  TRENDING_TAG = 'TRENDING_TAG',
  /** The reader may read this locked post as a member of one of its tiers (paid posts). */
  MEMBER = 'MEMBER',
}

export interface AuthorPart {
  relation: FeedAuthorRelation;
  username: string | null;
  interactions: number;
  /** Posted less than 6 hours before the ranking moment: "New from" rather than "From". */
  recent: boolean;
}

/** One reason, with the numbers or tag its kind names. */
export type ReasonPart =
  | { kind: FeedReasonKind.FROM_YOUR_CITY }
  | { kind: FeedReasonKind.DISTANCE; km: number }
  | { kind: FeedReasonKind.POSTED; ageMinutes: number }
  | { kind: FeedReasonKind.LIKES_LAST_HOUR; likes: number }
  | { kind: FeedReasonKind.ENGAGEMENT; likes: number; comments: number; shares: number }
  | { kind: FeedReasonKind.TRENDING_TAG; tag: string }
  | { kind: FeedReasonKind.MEMBER };

/** What the summary says, as data: clients say the same sentence in the reader's language. */
export interface SummaryParts {
  author: AuthorPart;
  /** At most two, in the summary's order. */
  reasons: ReasonPart[];
  /** Who reposted it (My Flow), named before the author; POSTED then counts from the repost. */
  repost?: { username: string; self: boolean } | null;
}

const MINUTE_US = 60_000_000;
const RECENT_US = 6 * 3_600_000_000;

const contributionOf = (factors: readonly Factor[], name: FactorName) =>
  factors.find((f) => f.name === name)?.contribution ?? 0;

/**
 * Who the post is from and how they relate to the viewer, then the strongest reasons among distance, recency,
 * engagement and trending (docs/feed-ranking.md §5).
 */
export function summaryParts(input: SummaryInput, factors: readonly Factor[], nowUs: bigint): SummaryParts {
  const ageUs = Number(nowUs - BigInt(input.createdUs));
  // A repost's time is the repost's: the post itself is not new ("From", not "New from").
  const author = authorOf(input, ageUs < RECENT_US && !input.repostedBy);
  const candidates: Array<{ weight: number; reason: ReasonPart }> = [];
  if (input.distanceKm !== null) {
    const km = input.distanceKm;
    const reason: ReasonPart =
      km === 0 ? { kind: FeedReasonKind.FROM_YOUR_CITY } : { kind: FeedReasonKind.DISTANCE, km };
    candidates.push({ weight: Number.POSITIVE_INFINITY, reason });
  }
  const ageMinutes = Math.floor(Math.max(0, ageUs) / MINUTE_US);
  candidates.push({ weight: contributionOf(factors, 'recency'), reason: { kind: FeedReasonKind.POSTED, ageMinutes } });
  const engagement = engagementOf(input);
  const engagementWeight = contributionOf(factors, 'engagement');
  if (engagement && engagementWeight > 0) candidates.push({ weight: engagementWeight, reason: engagement });
  if (input.trendingTag) {
    candidates.push({
      weight: input.trendingAsked ? Number.MAX_VALUE : -1,
      reason: { kind: FeedReasonKind.TRENDING_TAG, tag: input.trendingTag },
    });
  }
  // A stable sort: ties keep the order above.
  const reasons = candidates
    .filter((c) => c.weight !== 0)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 2)
    .map((c) => c.reason);
  const repost = input.repostedBy ? { username: input.repostedBy, self: Boolean(input.repostedBySelf) } : null;
  return repost ? { author, reasons, repost } : { author, reasons };
}

function authorOf(input: SummaryInput, recent: boolean): AuthorPart {
  const username = input.authorUsername || null;
  const interactions = input.interactions;
  if (!username) return { relation: FeedAuthorRelation.ANONYMOUS, username, interactions, recent };
  const relation =
    input.relation === 'self'
      ? FeedAuthorRelation.SELF
      : input.relation === 'following'
        ? FeedAuthorRelation.FOLLOWING
        : interactions > 0
          ? FeedAuthorRelation.INTERACTED
          : FeedAuthorRelation.NEW_TO_YOU;
  return { relation, username, interactions, recent };
}

function engagementOf(input: SummaryInput): ReasonPart | null {
  if (input.likesLastHour > 0) return { kind: FeedReasonKind.LIKES_LAST_HOUR, likes: input.likesLastHour };
  if (input.likes > 0 || input.comments > 0 || input.shares > 0) {
    return { kind: FeedReasonKind.ENGAGEMENT, likes: input.likes, comments: input.comments, shares: input.shares };
  }
  return null;
}

// The English sentence, rendered from the parts only.

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One sentence a person can read, e.g. "New from @amara, whom you follow; 12 likes in the last hour." */
export function summaryText(parts: SummaryParts): string {
  const reasons = parts.reasons.map((r) =>
    parts.repost ? reasonText(r).replace(/^posted /, 'reposted ') : reasonText(r),
  );
  return `${[...(parts.repost ? [repostText(parts.repost)] : []), authorText(parts.author), ...reasons].join('; ')}.`;
}

function repostText({ username, self }: { username: string; self: boolean }): string {
  return self ? 'Reposted by you' : `Reposted by @${username}, whom you follow`;
}

/** summaryText(summaryParts(...)). */
export function summarize(input: SummaryInput, factors: readonly Factor[], nowUs: bigint): string {
  return summaryText(summaryParts(input, factors, nowUs));
}

function authorText({ relation, username, interactions, recent }: AuthorPart): string {
  const from = recent ? 'New from' : 'From';
  switch (relation) {
    case FeedAuthorRelation.SELF:
      return 'Your own post';
    case FeedAuthorRelation.FOLLOWING:
      return `${from} @${username}, whom you follow`;
    case FeedAuthorRelation.INTERACTED:
      return `${from} @${username}, whose posts you have liked or commented on ${plural(interactions, 'time')}`;
    case FeedAuthorRelation.NEW_TO_YOU:
      return `${from} @${username}, a creator new to you`;
    case FeedAuthorRelation.ANONYMOUS:
      return `${from} an anonymous creator`;
  }
}

function reasonText(reason: ReasonPart): string {
  switch (reason.kind) {
    case FeedReasonKind.FROM_YOUR_CITY:
      return 'from your city';
    case FeedReasonKind.DISTANCE:
      return `${reason.km} km from you`;
    case FeedReasonKind.POSTED:
      return `posted ${agoText(reason.ageMinutes)}`;
    case FeedReasonKind.LIKES_LAST_HOUR:
      return `${plural(reason.likes, 'like')} in the last hour`;
    case FeedReasonKind.ENGAGEMENT:
      return [
        reason.likes > 0 ? plural(reason.likes, 'like') : null,
        reason.comments > 0 ? plural(reason.comments, 'comment') : null,
        reason.shares > 0 ? plural(reason.shares, 'share') : null,
      ]
        .filter((part): part is string => part !== null)
        .join(', ');
    case FeedReasonKind.TRENDING_TAG:
      return `#${reason.tag} is trending`;
    case FeedReasonKind.MEMBER:
      return 'for members: you are a member';
  }
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
function agoText(minutes: number): string {
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  return `${plural(Math.floor(hours / 24), 'day')} ago`;
}
