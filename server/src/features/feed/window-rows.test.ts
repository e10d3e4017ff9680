import { WindowRows } from './window-rows';

const ADA = '0a1b2c3d-0000-4000-8000-00000000000a';
const BAYO = '0a1b2c3d-0000-4000-8000-00000000000b';
const POST_1 = '11111111-0000-4000-8000-000000000001';
const POST_2 = '22222222-0000-4000-8000-000000000002';
const POST_3 = '33333333-0000-4000-8000-000000000003';

// As the window statement writes it: id, author, likes, comments, shares, created µs, likes last hour, follows, interactions.
const text = [
  `${POST_1},${ADA},12,3,1,1764064800123456,2,1,4`,
  `${POST_2},,0,0,0,1764060000000001,0,0,0`,
  `${POST_3},${BAYO},1000000,250,7,-86400000000,0,0,17`,
].join(';');

describe('WindowRows', () => {
  it('reads every post of the window with its counts, time and signals', () => {
    const rows = new WindowRows(text);
    expect(rows.length).toBe(3);
    expect([0, 1, 2].map((i) => rows.id(i))).toEqual([POST_1, POST_2, POST_3]);
    expect([0, 1, 2].map((i) => rows.userId(i))).toEqual([ADA, null, BAYO]);
    expect([...rows.likes]).toEqual([12, 0, 1_000_000]);
    expect([...rows.comments]).toEqual([3, 0, 250]);
    expect([...rows.shares]).toEqual([1, 0, 7]);
    expect([...rows.likesLastHour]).toEqual([2, 0, 0]);
    expect([...rows.following]).toEqual([1, 0, 0]);
    expect([...rows.interactions]).toEqual([4, 0, 17]);
  });

  it('gives each time exactly as written, and as a number', () => {
    const rows = new WindowRows(text);
    expect([0, 1, 2].map((i) => rows.createdUs(i))).toEqual(['1764064800123456', '1764060000000001', '-86400000000']);
    expect([...rows.us]).toEqual([1764064800123456, 1764060000000001, -86400000000]);
  });

  it('reads a time beyond 2^53 µs as Number() does, and keeps its exact text', () => {
    const late = '9007199254740993123';
    const rows = new WindowRows(`${POST_1},${ADA},0,0,0,${late},0,0,0`);
    expect(rows.us[0]).toBe(Number(late));
    expect(rows.createdUs(0)).toBe(late);
  });

  it("tells the viewer's own posts and posts without an author", () => {
    const rows = new WindowRows(text);
    expect(rows.isBy(0, ADA)).toBe(true);
    expect(rows.isBy(0, BAYO)).toBe(false);
    expect(rows.isBy(1, ADA)).toBe(false);
    expect([0, 1, 2].map((i) => rows.hasAuthor(i))).toEqual([true, false, true]);
  });

  it('is empty for an empty window', () => {
    expect(new WindowRows('').length).toBe(0);
  });
});
