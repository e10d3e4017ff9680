import { Hashtag } from './hashtag.entity';
import { TrendingLists } from './trending-lists';

const tags = (...names: string[]) => names.map((tag) => Object.assign(new Hashtag(), { id: tag, tag, usageCount: 1 }));

describe('TrendingLists', () => {
  it('answers from the kept list until it expires, then reads again', async () => {
    let now = 0;
    const lists = new TrendingLists(1_000, () => now);
    let reads = 0;
    const load = async () => tags(`read${++reads}`);
    expect((await lists.read(10, load))[0].tag).toBe('read1');
    now = 999;
    expect((await lists.read(10, load))[0].tag).toBe('read1');
    expect((await lists.read(5, load))[0].tag).toBe('read2'); // another size is another list
    now = 1_000;
    expect((await lists.read(10, load))[0].tag).toBe('read3');
  });

  it('reads again at once after a post changed the counts', async () => {
    const lists = new TrendingLists(60_000);
    await lists.read(10, async () => tags('before'));
    lists.invalidate();
    expect((await lists.read(10, async () => tags('after')))[0].tag).toBe('after');
  });

  it('does not keep a list that was being read while the counts changed', async () => {
    const lists = new TrendingLists(60_000);
    let finish!: (list: Hashtag[]) => void;
    const slow = lists.read(10, () => new Promise((resolve) => (finish = resolve)));
    lists.invalidate(); // a post was created while the list was being read
    finish(tags('stale'));
    expect((await slow)[0].tag).toBe('stale'); // that caller gets what it read...
    expect((await lists.read(10, async () => tags('fresh')))[0].tag).toBe('fresh'); // ...but it is not kept
  });
});
