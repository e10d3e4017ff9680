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

const DAY_MS = 86_400_000;
const zeros = { impressions: 0, clicks: 0, likes: 0, comments: 0, shares: 0, newFollowers: 0 };

/**
 * What an account without posts sees, labelled as sample: a plausible month for a growing creator. Deterministic
 * (no randomness) so the screen is the same on every visit; dates end today.
 */
export function sampleStats(today = new Date()): CreatorStats {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daily = Array.from({ length: 30 }, (_, i) => {
    const impressions = 900 + i * 45 + ((i * 37) % 11) * 60;
    const likes = Math.round(impressions * 0.06);
    return {
      date: new Date(end - (29 - i) * DAY_MS).toISOString().slice(0, 10),
      impressions,
      likes,
      comments: Math.round(likes * 0.25),
      shares: Math.round(likes * 0.12),
      newFollowers: 8 + (i % 5) * 3,
    };
  });
  const sum = (key: 'impressions' | 'likes' | 'comments' | 'shares' | 'newFollowers') =>
    daily.reduce((total, day) => total + day[key], 0);
  const last30Days = {
    ...zeros,
    impressions: sum('impressions'),
    clicks: Math.round(sum('impressions') * 0.04),
    likes: sum('likes'),
    comments: sum('comments'),
    shares: sum('shares'),
    newFollowers: sum('newFollowers'),
  };
  const previous30Days = {
    ...last30Days,
    impressions: Math.round(last30Days.impressions * 0.8),
    likes: Math.round(last30Days.likes * 0.75),
    comments: Math.round(last30Days.comments * 0.8),
    shares: Math.round(last30Days.shares * 0.7),
    newFollowers: Math.round(last30Days.newFollowers * 0.85),
  };
  const post = (id: string, tags: string[], impressions: number, daysAgo: number) => ({
    impressions,
    clicks: Math.round(impressions * 0.05),
    likes: Math.round(impressions * 0.08),
    comments: Math.round(impressions * 0.02),
    shares: Math.round(impressions * 0.01),
    post: {
      id,
      // Written in the reader's language by the screen: see samplePostText.
      content: '',
      createdAt: new Date(end - daysAgo * DAY_MS).toISOString(),
      mediaType: null,
      hashtags: tags.map((tag) => ({ id: `sample-${tag}`, tag })),
    },
  });
  return {
    id: 'sample',
    posts: 24,
    followers: 1280,
    allTime: { ...last30Days, impressions: 68_400, likes: 4_210, comments: 980, shares: 460, newFollowers: 1280 },
    last30Days,
    previous30Days,
    daily,
    topPosts: [
      post('sample-1', ['afrobeats', 'studio'], 8_240, 3),
      post('sample-2', ['photography', 'nairobi'], 6_115, 8),
      post('sample-3', ['podcast'], 4_930, 12),
      post('sample-4', ['digitalart'], 3_305, 17),
      post('sample-5', ['creators'], 2_480, 23),
    ],
  };
}

type SamplePost = Pick<CreatorStats['topPosts'][number]['post'], 'id' | 'hashtags'>;

/**
 * A sample post's text in the reader's language: its sentence from the analytics catalog (`samplePosts.<id>`), then its
 * hashtags as written, "#afrobeats #studio". `translate` is the analytics namespace's t.
 */
export function samplePostText(post: SamplePost, translate: (key: string) => string): string {
  return [translate(`samplePosts.${post.id}`), ...post.hashtags.map((hashtag) => `#${hashtag.tag}`)].join(' ');
}
