import { RankedWindows } from './ranked-windows';

describe('RankedWindows', () => {
  it('keeps one window per reader and feed: the latest', () => {
    const windows = new RankedWindows<string>(10, 60_000);
    windows.set('ada|FOR_YOU', 'top1', 'first window');
    expect(windows.get('ada|FOR_YOU', 'top1')).toBe('first window');
    windows.set('ada|FOR_YOU', 'top2', 'after a refresh');
    expect(windows.get('ada|FOR_YOU', 'top1')).toBeUndefined();
    expect(windows.get('ada|FOR_YOU', 'top2')).toBe('after a refresh');
    windows.set('ada|MY_FLOW', 'top1', 'another feed');
    expect(windows.get('ada|FOR_YOU', 'top2')).toBe('after a refresh');
    expect(windows.size).toBe(2);
  });

  it('lets the least recently used slots go beyond its size', () => {
    const windows = new RankedWindows<string>(2, 60_000);
    windows.set('a', 'k', 'A');
    windows.set('b', 'k', 'B');
    expect(windows.get('a', 'k')).toBe('A'); // a is now the most recently used
    windows.set('c', 'k', 'C');
    expect(windows.get('b', 'k')).toBeUndefined();
    expect(windows.get('a', 'k')).toBe('A');
    expect(windows.get('c', 'k')).toBe('C');
  });

  it('forgets a window once its lifetime has passed', () => {
    let now = 0;
    const windows = new RankedWindows<string>(10, 1_000, () => now);
    windows.set('a', 'k', 'A');
    now = 900;
    expect(windows.get('a', 'k')).toBe('A');
    now = 1_500; // ranked at 0: reading it does not make the ranking any younger
    expect(windows.get('a', 'k')).toBeUndefined();
    expect(windows.size).toBe(0);
  });
});
