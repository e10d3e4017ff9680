import type { CreatorStats_StatsFragment } from '@/gql/graphql';

export type CreatorStats = CreatorStats_StatsFragment;
export type Totals = CreatorStats['last30Days'];

type Engaged = Pick<Totals, 'impressions' | 'likes' | 'comments' | 'shares'>;

export const engagementOf = (t: Pick<Totals, 'likes' | 'comments' | 'shares'>) => t.likes + t.comments + t.shares;

/**
 * The engagement rate in percent, two decimals: likes, comments and shares per hundred views, at most 100; 0 without
 * views. Views count only viewers with a known city, once per 30 minutes; likes, comments and shares count everyone,
 * and one viewer may do all three. So engagement can outnumber views, and the rate stops at 100%, "every view
 * engaged", rather than show a share of views above the whole.
 */
export function engagementRate(t: Engaged): number {
  if (t.impressions <= 0) return 0;
  return Math.min(100, Math.round((engagementOf(t) / t.impressions) * 10_000) / 100);
}

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** The rate as sentences write it, in the reader's number format, before the catalog's % sign: "10.67", "10,67". */
export const engagementRateText = (t: Engaged, language: string) =>
  new Intl.NumberFormat(language, twoDecimals).format(engagementRate(t));

/** The rate standing alone, with the % sign the reader's language puts: "10.67%", "10,67 %". */
export const engagementPercentText = (t: Engaged, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', ...twoDecimals }).format(engagementRate(t) / 100);

/** Change in percent from `previous` to `current` (one decimal); null when there was nothing before to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
