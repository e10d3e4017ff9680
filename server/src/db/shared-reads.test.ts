import { WriteClock } from '../graphql/write-clock';
import { SharedReads } from './shared-reads';

/** A load whose answer the test gives when it wants, counting how many statements ran. */
function controlledLoads() {
  const pending: Array<(value: string) => void> = [];
  const failing: Array<(error: Error) => void> = [];
  return {
    started: () => pending.length,
    load: () =>
      new Promise<string>((resolve, reject) => {
        pending.push(resolve);
        failing.push(reject);
      }),
    answer: (index: number, value: string) => pending[index](value),
    fail: (index: number, error: Error) => failing[index](error),
  };
}

describe('SharedReads', () => {
  it('answers callers who ask for the same page while it is read with one statement', async () => {
    const reads = new SharedReads<string>(new WriteClock());
    const loads = controlledLoads();
    const first = reads.read('page', loads.load);
    const second = reads.read('page', loads.load);
    const other = reads.read('another page', loads.load);
    expect(loads.started()).toBe(2);
    loads.answer(0, 'rows');
    loads.answer(1, 'other rows');
    expect(await Promise.all([first, second, other])).toEqual(['rows', 'rows', 'other rows']);
  });

  it('keeps nothing once the statement has answered', async () => {
    const reads = new SharedReads<string>(new WriteClock());
    const loads = controlledLoads();
    const first = reads.read('page', loads.load);
    loads.answer(0, 'before');
    await first;
    expect(reads.size).toBe(0);
    const next = reads.read('page', loads.load);
    expect(loads.started()).toBe(2);
    loads.answer(1, 'after');
    expect(await next).toBe('after');
  });

  it('does not let a caller join a read that started before a mutation finished', async () => {
    const clock = new WriteClock();
    const reads = new SharedReads<string>(clock);
    const loads = controlledLoads();
    const early = reads.read('page', loads.load);
    clock.tick(); // e.g. this caller's own like was answered while the page was being read
    const late = reads.read('page', loads.load);
    expect(loads.started()).toBe(2);
    const later = reads.read('page', loads.load); // no mutation since `late` started: it joins that one
    expect(loads.started()).toBe(2);
    loads.answer(0, 'without the like');
    loads.answer(1, 'with the like');
    expect(await Promise.all([early, late, later])).toEqual(['without the like', 'with the like', 'with the like']);
  });

  it('gives every caller of a failed read the error, and reads again for the next one', async () => {
    const reads = new SharedReads<string>(new WriteClock());
    const loads = controlledLoads();
    const first = reads.read('page', loads.load);
    const second = reads.read('page', loads.load);
    loads.fail(0, new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const retry = reads.read('page', loads.load);
    loads.answer(1, 'rows');
    expect(await retry).toBe('rows');
  });

  describe('with answers kept for a while', () => {
    function keptReads(keepMs: number, maxKept?: number) {
      const clock = new WriteClock();
      let now = 1_000;
      const reads = new SharedReads<string>(clock, { keepMs, maxKept, now: () => now });
      return { clock, reads, loads: controlledLoads(), advance: (ms: number) => (now += ms) };
    }

    it('answers later callers from the kept answer until it is keepMs old, then reads again', async () => {
      const { reads, loads, advance } = keptReads(1000);
      const first = reads.read('page', loads.load);
      advance(200); // the statement took 200 ms: the answer is kept until 1 s after it started
      loads.answer(0, 'rows');
      await first;
      advance(799);
      expect(await reads.read('page', loads.load)).toBe('rows');
      expect(loads.started()).toBe(1);
      advance(1);
      const fresh = reads.read('page', loads.load);
      expect(loads.started()).toBe(2);
      loads.answer(1, 'newer rows');
      expect(await fresh).toBe('newer rows');
    });

    it('never answers from before a mutation this process answered', async () => {
      const { clock, reads, loads } = keptReads(1000);
      const first = reads.read('page', loads.load);
      loads.answer(0, 'without the like');
      await first;
      clock.tick();
      const after = reads.read('page', loads.load);
      expect(loads.started()).toBe(2);
      loads.answer(1, 'with the like');
      expect(await after).toBe('with the like');
    });

    it('does not keep a failed read', async () => {
      const { reads, loads } = keptReads(1000);
      const first = reads.read('page', loads.load);
      loads.fail(0, new Error('connection lost'));
      await expect(first).rejects.toThrow('connection lost');
      const retry = reads.read('page', loads.load);
      expect(loads.started()).toBe(2);
      loads.answer(1, 'rows');
      expect(await retry).toBe('rows');
    });

    it('keeps at most maxKept answers, dropping the oldest', async () => {
      const { reads, loads } = keptReads(1000, 2);
      for (const [i, key] of ['a', 'b', 'c'].entries()) {
        const read = reads.read(key, loads.load);
        loads.answer(i, `rows of ${key}`);
        await read;
      }
      expect(reads.size).toBe(2);
      expect(await reads.read('c', loads.load)).toBe('rows of c');
      expect(loads.started()).toBe(3);
      const again = reads.read('a', loads.load);
      expect(loads.started()).toBe(4);
      loads.answer(3, 'rows of a again');
      expect(await again).toBe('rows of a again');
    });
  });
});
