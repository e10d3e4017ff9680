import { FollowedShares, WALK_DEPTHS } from './followed-shares';

const WINDOW = 501;

describe('FollowedShares', () => {
  it('walks the shallowest depth for a reader it knows nothing about', () => {
    expect(new FollowedShares(10, 60_000).walkDepth('ada', WINDOW)).toBe(WALK_DEPTHS[0]);
  });

  it('walks deep enough to find a window at the share the last walk found, with a margin', () => {
    const shares = new FollowedShares(10, 60_000);
    shares.record('ada', 800, 4_000); // 20 %: a window is about 2,500 posts deep
    expect(shares.walkDepth('ada', WINDOW)).toBe(4_000);
    shares.record('ada', 400, 4_000); // 10 %: about 5,000 deep
    expect(shares.walkDepth('ada', WINDOW)).toBe(8_000);
    shares.record('ada', 260, 4_000); // 6.5 %: about 7,700 deep, 10,000 with the margin
    expect(shares.walkDepth('ada', WINDOW)).toBe(12_000);
  });

  it("merges the authors' ranges for a reader whose creators wrote too little of what was posted", () => {
    const shares = new FollowedShares(10, 60_000);
    shares.record('ada', 100, 4_000);
    expect(shares.walkDepth('ada', WINDOW)).toBeNull();
    shares.record('bo', 0, 4_000);
    expect(shares.walkDepth('bo', WINDOW)).toBeNull();
  });

  it('forgets a share after its lifetime, and walks again', () => {
    let now = 0;
    const shares = new FollowedShares(10, 1_000, () => now);
    shares.record('ada', 0, 4_000);
    now = 999;
    expect(shares.walkDepth('ada', WINDOW)).toBeNull();
    now = 1_000;
    expect(shares.walkDepth('ada', WINDOW)).toBe(WALK_DEPTHS[0]);
  });

  it('keeps the most recently walked readers beyond its size', () => {
    const shares = new FollowedShares(2, 60_000);
    shares.record('a', 0, 4_000);
    shares.record('b', 0, 4_000);
    shares.record('a', 0, 4_000);
    shares.record('c', 0, 4_000);
    expect(shares.walkDepth('b', WINDOW)).toBe(WALK_DEPTHS[0]); // forgotten
    expect(shares.walkDepth('a', WINDOW)).toBeNull();
    expect(shares.walkDepth('c', WINDOW)).toBeNull();
  });
});
