import { rank, weightsFor, type RankInput } from './feed-ranking';
import {
  FeedAuthorRelation as Relation,
  FeedReasonKind as Kind,
  summarize,
  summaryParts,
  summaryText,
  type SummaryInput,
} from './feed-summary';

const MINUTE = 60_000_000n;
const HOUR = 60n * MINUTE;
const NOW = 1_763_700_000_000_000n;

const input = (overrides: Partial<SummaryInput> = {}): SummaryInput => ({
  id: '00000000-0000-4000-8000-000000000001',
  createdUs: String(NOW - HOUR),
  likes: 0,
  comments: 0,
  shares: 0,
  likesLastHour: 0,
  relation: 'other',
  interactions: 0,
  authorUsername: 'amara',
  trendingTag: null,
  distanceKm: null,
  ...overrides,
});

/** The parts and the English sentence (summarize's) for `post` ranked at `energy`. */
function explain(post: SummaryInput, energy = 50) {
  const factors = rank(post as RankInput, weightsFor(energy), NOW).factors;
  const parts = summaryParts(post, factors, NOW);
  const text = summaryText(parts);
  expect(summarize(post, factors, NOW)).toBe(text);
  return { parts, text };
}

describe('summary parts', () => {
  it('name the author, then the reasons in the order the sentence gives them', () => {
    const { parts, text } = explain(
      input({ createdUs: String(NOW - 10n * MINUTE), relation: 'following', likes: 12, likesLastHour: 12 }),
    );
    expect(parts).toEqual({
      author: { relation: Relation.FOLLOWING, username: 'amara', interactions: 0, recent: true },
      reasons: [
        { kind: Kind.POSTED, ageMinutes: 10 },
        { kind: Kind.LIKES_LAST_HOUR, likes: 12 },
      ],
    });
    expect(text).toBe('New from @amara, whom you follow; posted 10 minutes ago; 12 likes in the last hour.');
  });

  it('carry distance first, and the trending tag first when Trending was asked for', () => {
    const near = explain(
      input({ distanceKm: 240, trendingTag: 'amapiano', trendingAsked: true, likes: 3, comments: 1 }),
    );
    expect(near.parts.reasons).toEqual([
      { kind: Kind.DISTANCE, km: 240 },
      { kind: Kind.TRENDING_TAG, tag: 'amapiano' },
    ]);
    expect(near.text).toBe('New from @amara, a creator new to you; 240 km from you; #amapiano is trending.');
    const city = explain(input({ relation: 'self', distanceKm: 0 }), 0);
    expect(city.parts).toEqual({
      author: { relation: Relation.SELF, username: 'amara', interactions: 0, recent: true },
      reasons: [{ kind: Kind.FROM_YOUR_CITY }, { kind: Kind.POSTED, ageMinutes: 60 }],
    });
    expect(city.text).toBe('Your own post; from your city; posted 1 hour ago.');
  });

  it('give all three counts for engagement, and how often the viewer interacted with the author', () => {
    const { parts, text } = explain(
      input({ createdUs: String(NOW - 30n * HOUR), interactions: 1, likes: 5, shares: 2 }),
      100,
    );
    expect(parts.author).toEqual({ relation: Relation.INTERACTED, username: 'amara', interactions: 1, recent: false });
    expect(parts.reasons).toEqual([
      { kind: Kind.ENGAGEMENT, likes: 5, comments: 0, shares: 2 },
      { kind: Kind.POSTED, ageMinutes: 30 * 60 },
    ]);
    expect(text).toBe(
      'From @amara, whose posts you have liked or commented on 1 time; 5 likes, 2 shares; posted 1 day ago.',
    );
  });

  it('leave the username out for an unknown author, and say "just now" under a minute', () => {
    const { parts, text } = explain(
      input({ createdUs: String(NOW - MINUTE / 2n), authorUsername: null, relation: 'unknown' }),
    );
    expect(parts).toEqual({
      author: { relation: Relation.ANONYMOUS, username: null, interactions: 0, recent: true },
      reasons: [{ kind: Kind.POSTED, ageMinutes: 0 }],
    });
    expect(text).toBe('New from an anonymous creator; posted just now.');
  });

  it('are at most two reasons, a known distance always the first', () => {
    for (const energy of [0, 50, 100]) {
      for (const relation of ['self', 'following', 'other', 'unknown'] as const) {
        for (const [likes, likesLastHour] of [
          [0, 0],
          [1, 1],
          [40, 0],
        ]) {
          const { parts } = explain(
            input({ relation, likes, likesLastHour, interactions: 2, trendingTag: 'podcast', distanceKm: 12 }),
            energy,
          );
          expect(parts.reasons.length).toBeGreaterThanOrEqual(1);
          expect(parts.reasons.length).toBeLessThanOrEqual(2);
          expect(parts.reasons[0]).toEqual({ kind: Kind.DISTANCE, km: 12 });
        }
      }
    }
  });
});

describe('a repost in My Flow', () => {
  it('names the reposter first and counts the age from the repost', () => {
    const reposted = input({ createdUs: String(NOW - 10n * MINUTE), repostedBy: 'kofi' });
    const { parts, text } = explain(reposted, 0);
    expect(parts.repost).toEqual({ username: 'kofi', self: false });
    // The post itself is not new: "From", not "New from".
    expect(text).toBe(
      'Reposted by @kofi, whom you follow; From @amara, a creator new to you; reposted 10 minutes ago.',
    );
    expect(explain({ ...reposted, repostedBySelf: true }, 0).text).toMatch(/^Reposted by you; From @amara/);
  });

  it('leaves a post no repost brought as it was', () => {
    expect(explain(input(), 0).parts).not.toHaveProperty('repost');
  });
});
