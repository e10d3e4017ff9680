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
});
