import { RankedWindows } from './ranked-windows';

describe('RankedWindows', () => {
  it('keeps the most recently used windows up to its size', () => {
    const windows = new RankedWindows<string>(2, 60_000);
    windows.set('a', 'A');
    windows.set('b', 'B');
    expect(windows.get('a')).toBe('A'); // a is now the most recently used
    windows.set('c', 'C');
    expect(windows.get('b')).toBeUndefined();
    expect(windows.get('a')).toBe('A');
    expect(windows.get('c')).toBe('C');
    expect(windows.size).toBe(2);
  });

  it('forgets a window once it has not been read for its lifetime', () => {
    let now = 0;
    const windows = new RankedWindows<string>(10, 1_000, () => now);
    windows.set('a', 'A');
    now = 900;
    expect(windows.get('a')).toBe('A');
    now = 1_500; // set at 0, read at 900: reading does not extend a window's life
    expect(windows.get('a')).toBeUndefined();
    expect(windows.size).toBe(0);
  });
});
