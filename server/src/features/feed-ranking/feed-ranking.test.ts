import {
  FACTOR_NAMES,
  compareRanked,
  compareRankedByNumber,
  rank,
  scoreMicrosOf,
  weightsFor,
  type RankInput,
} from './feed-ranking';
import { summarize } from './feed-summary';

const HOUR = 3_600_000_000n;
const NOW = 1_763_700_000_000_000n;

const post = (overrides: Partial<RankInput> = {}): RankInput => ({
  id: '00000000-0000-4000-8000-000000000001',
  createdUs: String(NOW - HOUR),
  likes: 0,
  comments: 0,
  shares: 0,
  likesLastHour: 0,
  relation: 'other',
  interactions: 0,
  ...overrides,
});

describe('weights', () => {
  it('sum to exactly 1 at every Energy Dial position', () => {
    for (let energy = 0; energy <= 100; energy++) {
      const weights = weightsFor(energy);
      expect(FACTOR_NAMES.reduce((sum, name) => sum + weights[name], 0)).toBe(10_000);
      for (const name of FACTOR_NAMES) expect(Number.isInteger(weights[name])).toBe(true);
    }
  });

  it('count only recency at 0 and favour discovery at 100', () => {
    expect(weightsFor(0)).toEqual({ recency: 10_000, engagement: 0, affinity: 0, discovery: 0 });
    const top = weightsFor(100);
    expect(Math.max(...Object.values(top))).toBe(top.discovery);
  });
});

describe('scores', () => {
  it('are the exact sum of the contributions, each weight × value', () => {
    const inputs = [
      post(),
      post({ likes: 340, comments: 12, likesLastHour: 12, relation: 'following', interactions: 3 }),
      post({ relation: 'self', shares: 2 }),
    ];
    for (let energy = 0; energy <= 100; energy += 7) {
      for (const input of inputs) {
        const ranked = rank(input, weightsFor(energy), NOW);
        const sumMicros = ranked.factors.reduce((sum, f) => sum + Math.round(f.contribution * 1e6), 0);
        expect(sumMicros).toBe(ranked.scoreMicros);
        for (const f of ranked.factors) expect(Math.abs(f.contribution - f.weight * f.value)).toBeLessThanOrEqual(1e-6);
      }
    }
  });

  it('at energy 0 equal recency, so the newest post always comes first, whatever its engagement', () => {
    const weights = weightsFor(0);
    const older = rank(
      post({ id: 'a', createdUs: String(NOW - 2n * HOUR), likes: 10_000, relation: 'following' }),
      weights,
      NOW,
    );
    const newer = rank(post({ id: 'b', createdUs: String(NOW - 2n * HOUR + 1n) }), weights, NOW);
    expect(older.scoreMicros).toBe(Math.round(older.factors[0].value * 1e6));
    expect([older, newer].sort(compareRanked).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('give the same order for the same inputs, ties broken by time then id', () => {
    const weights = weightsFor(50);
    const twins = ['c', 'a', 'b'].map((id) => rank(post({ id }), weights, NOW));
    expect([...twins].sort(compareRanked).map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(
      [...twins]
        .reverse()
        .sort(compareRanked)
        .map((r) => r.id),
    ).toEqual(['c', 'b', 'a']);
  });

  it('move a new creator above a followed one as energy rises', () => {
    const followed = post({ id: 'followed', relation: 'following' });
    const stranger = post({ id: 'stranger', relation: 'other' });
    const order = (energy: number) =>
      [followed, stranger]
        .map((p) => rank(p, weightsFor(energy), NOW))
        .sort(compareRanked)
        .map((r) => r.id);
    expect(order(50)).toEqual(['followed', 'stranger']);
    expect(order(100)).toEqual(['stranger', 'followed']);
  });
});

describe('summary', () => {
  it('says who the post is from and why, in one sentence', () => {
    const input = post({ createdUs: String(NOW - HOUR / 6n), relation: 'following', likes: 12, likesLastHour: 12 });
    const ranked = rank(input, weightsFor(50), NOW);
    const sentence = summarize(
      { ...input, authorUsername: 'amara', trendingTag: null, distanceKm: null },
      ranked.factors,
      NOW,
    );
    expect(sentence).toBe('New from @amara, whom you follow; posted 10 minutes ago; 12 likes in the last hour.');
  });

  it('names new creators, trending tags and own posts', () => {
    const input = post({ createdUs: String(NOW - 30n * HOUR) });
    const ranked = rank(input, weightsFor(100), NOW);
    expect(
      summarize(
        { ...input, authorUsername: 'kofi_pod', trendingTag: 'podcast', distanceKm: null },
        ranked.factors,
        NOW,
      ),
    ).toBe('From @kofi_pod, a creator new to you; posted 1 day ago; #podcast is trending.');
    // With the Trending filter on, the trending tag is why the post is shown: it comes first.
    const liked = post({ createdUs: String(NOW - HOUR / 6n), likes: 12, likesLastHour: 12 });
    expect(
      summarize(
        { ...liked, authorUsername: 'kofi_pod', trendingTag: 'podcast', distanceKm: null, trendingAsked: true },
        rank(liked, weightsFor(50), NOW).factors,
        NOW,
      ),
    ).toBe('New from @kofi_pod, a creator new to you; #podcast is trending; posted 10 minutes ago.');
    expect(
      summarize(
        { ...liked, authorUsername: 'kofi_pod', trendingTag: 'podcast', distanceKm: null },
        rank(liked, weightsFor(50), NOW).factors,
        NOW,
      ),
    ).not.toContain('trending');
    const own = post({ relation: 'self' });
    expect(
      summarize(
        { ...own, authorUsername: 'me', trendingTag: null, distanceKm: 0 },
        rank(own, weightsFor(0), NOW).factors,
        NOW,
      ),
    ).toBe('Your own post; from your city; posted 1 hour ago.');
  });
});

describe('fast paths', () => {
  it('score a post exactly as rank() does, and order like compareRanked', () => {
    const inputs: RankInput[] = [];
    for (let i = 0; i < 200; i++) {
      inputs.push(
        post({
          id: `00000000-0000-4000-8000-${String(i % 37).padStart(12, '0')}`,
          createdUs: String(NOW - BigInt(i % 11) * HOUR - BigInt(i % 3)),
          likes: (i * 7) % 50,
          comments: i % 4,
          shares: i % 2,
          likesLastHour: i % 5,
          relation: (['self', 'following', 'other', 'unknown'] as const)[i % 4],
          interactions: i % 6,
        }),
      );
    }
    for (const energy of [0, 13, 50, 77, 100]) {
      const weights = weightsFor(energy);
      const ranked = inputs.map((input) => rank(input, weights, NOW));
      inputs.forEach((input, i) => expect(scoreMicrosOf(input, weights, NOW)).toBe(ranked[i].scoreMicros));
      const keyed = ranked.map((r) => ({ ...r, us: Number(r.createdUs) }));
      for (const a of keyed)
        for (const b of keyed) expect(Math.sign(compareRankedByNumber(a, b))).toBe(Math.sign(compareRanked(a, b)));
    }
  });
});
