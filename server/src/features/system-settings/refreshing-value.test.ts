import { RefreshingValue } from './refreshing-value';

/** A read the test answers by hand, counting how often it was started. */
function manualReads() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const read = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('RefreshingValue', () => {
  it('shares one read between concurrent callers and keeps the value for the ttl from when the read started', async () => {
    let now = 1000;
    const { read, pending } = manualReads();
    const value = new RefreshingValue(read, 1000, () => now);

    const first = [value.get(), value.get(), value.get()];
    expect(pending).toHaveLength(1);
    now = 1300; // the read took 300 ms
    pending[0].resolve(1);
    expect(await Promise.all(first)).toEqual([1, 1, 1]);

    now = 1999;
    expect(await value.get()).toBe(1);
    expect(pending).toHaveLength(1);

    now = 2000; // a second after the read started
    const refreshed = [value.get(), value.get()];
    expect(pending).toHaveLength(2);
    pending[1].resolve(2);
    expect(await Promise.all(refreshed)).toEqual([2, 2]);
  });

  it('does not keep a failed read', async () => {
    const { read, pending } = manualReads();
    const value = new RefreshingValue(read, 1000, () => 0);
    const failing = value.get();
    pending[0].reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    await tick();
    const retried = value.get();
    expect(pending).toHaveLength(2);
    pending[1].resolve(7);
    expect(await retried).toBe(7);
  });

  it('drops the value at once, and a read in flight when dropped is not kept', async () => {
    const { read, pending } = manualReads();
    const value = new RefreshingValue(read, 1000, () => 0);
    const kept = value.get();
    pending[0].resolve(1);
    expect(await kept).toBe(1);

    value.drop();
    const stale = value.get(); // started before the next save lands
    expect(pending).toHaveLength(2);
    value.drop(); // the save
    const fresh = value.get();
    expect(pending).toHaveLength(3);
    pending[1].resolve(1);
    expect(await stale).toBe(1);
    pending[2].resolve(2);
    expect(await fresh).toBe(2);
    await tick();
    expect(await value.get()).toBe(2);
    expect(pending).toHaveLength(3);
  });
});
