import { TrendingBoard } from './trending-board';

const entry = (tag: string, usageCount: number) => ({ id: `id-${tag}`, tag, usageCount });
const tags = (list: Array<{ tag: string; usageCount: number }> | null) =>
  list?.map((h) => `${h.tag}:${h.usageCount}`) ?? null;

describe('TrendingBoard', () => {
  let now: number;
  let board: TrendingBoard;
  beforeEach(() => {
    now = 0;
    board = new TrendingBoard(3, 1_000, () => now);
  });

  it('asks for a database read until it has a list', () => {
    expect(board.apply([entry('film', 1)], board.epoch)).toBeNull();
  });

  it('follows new counts: reorders, lets a tag in past the last entry, keeps ties in tag order', () => {
    board.install([entry('film', 5), entry('music', 4), entry('art', 2)], board.epoch);
    expect(tags(board.apply([entry('music', 6)], board.epoch))).toEqual(['music:6', 'film:5', 'art:2']);
    expect(tags(board.apply([entry('dance', 2)], board.epoch))).toEqual(['music:6', 'film:5', 'art:2']); // 'art' < 'dance'
    expect(tags(board.apply([entry('comics', 3), entry('zouk', 1)], board.epoch))).toEqual([
      'music:6',
      'film:5',
      'comics:3',
    ]);
  });

  it('keeps the higher count when posts are answered out of commit order', () => {
    board.install([entry('film', 5)], board.epoch);
    board.apply([entry('film', 7)], board.epoch);
    expect(tags(board.apply([entry('film', 6)], board.epoch))).toEqual(['film:7']);
  });

  it('reads again after a count went down, and for posts whose statements began before that', () => {
    const before = board.epoch;
    board.install([entry('film', 5), entry('music', 4)], before);
    board.lowered();
    expect(board.apply([entry('film', 6)], board.epoch)).toBeNull();
    board.install([entry('film', 4), entry('music', 4)], board.epoch);
    expect(board.apply([entry('film', 6)], before)).toBeNull(); // counted before the deletion was seen
    expect(tags(board.apply([entry('music', 5)], board.epoch))).toEqual(['music:5', 'film:4']);
  });

  it('does not keep a read that began before a count went down', () => {
    const epoch = board.epoch;
    board.lowered();
    board.install([entry('film', 5)], epoch);
    expect(board.apply([entry('film', 6)], board.epoch)).toBeNull();
  });

  it('reads again once its list is as old as maxAgeMs (changes made by other processes)', () => {
    board.install([entry('film', 5)], board.epoch);
    now = 999;
    expect(board.apply([entry('film', 6)], board.epoch)).not.toBeNull();
    now = 1_000;
    expect(board.apply([entry('film', 7)], board.epoch)).toBeNull();
  });
});
