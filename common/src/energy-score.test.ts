import { ENERGY_SCORE, energyScore, topPercent } from './energy-score';

const perfect = { posts: 12, commentsReceived: 10, repliedInTime: 10, impressions: 1000, engagements: 50 };

describe('energyScore', () => {
  it('gives 100 to a creator who meets all three habits', () => {
    expect(energyScore(perfect).score).toBe(100);
  });

  it('gives 0 to a creator who has not posted in the window', () => {
    expect(energyScore({ posts: 0, commentsReceived: 0, repliedInTime: 0, impressions: 0, engagements: 0 }).score).toBe(
      0,
    );
  });

  it('scores each habit in proportion to its target and caps it there', () => {
    const result = energyScore({ posts: 6, commentsReceived: 4, repliedInTime: 1, impressions: 1000, engagements: 200 });
    expect(result.parts).toEqual([
      { id: 'frequency', points: 17, maxPoints: 34 },
      { id: 'replies', points: 8, maxPoints: 33 },
      { id: 'engagement', points: 33, maxPoints: 33 },
    ]);
    expect(result.score).toBe(58);
    expect(result.engagementBasisPoints).toBe(2000);
  });

  it('lets a creator with nothing to answer keep the replies part', () => {
    const result = energyScore({ ...perfect, commentsReceived: 0, repliedInTime: 0 });
    expect(result.parts.find((p) => p.id === 'replies')?.points).toBe(ENERGY_SCORE.parts.replies);
  });

  it('reaches the verification threshold only when the habits are nearly all met', () => {
    expect(energyScore({ ...perfect, posts: 8 }).score).toBeLessThan(ENERGY_SCORE.verification + 5);
    expect(energyScore({ ...perfect, repliedInTime: 2 }).score).toBeLessThan(ENERGY_SCORE.verification);
  });
});

describe('topPercent', () => {
  it('says top 1 % for the best of many and 100 % for the last', () => {
    expect(topPercent(1, 1000)).toBe(1);
    expect(topPercent(95, 1000)).toBe(10);
    expect(topPercent(1000, 1000)).toBe(100);
  });

  it('is unknown when nobody has been scored', () => {
    expect(topPercent(1, 0)).toBeNull();
  });
});
