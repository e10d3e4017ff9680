import { encodeFeedCursor, encodeFeedCursors } from './feed-cursor';

describe('a page of feed cursors', () => {
  it('is written exactly as each cursor alone', () => {
    const base = {
      top: { us: '1795725069427026', id: 'db8fd48d-74d6-a5c6-66b9-50cd5649c253' },
      now: '1795727016740884',
      feed: 'MY_FLOW|TRENDING|0',
      tags: ['346b81a3-2e70-07ec-cadf-60252bb599f0'],
      country: null,
    };
    const lasts = [
      { s: 642428, us: '1795678927016826', id: '1e342d30-1c8a-d82c-6641-db4d6a82ad18' },
      { s: 0, us: '1', id: '62babc6f-1858-1e0f-0300-000000000000' },
    ];
    expect(encodeFeedCursors(base, lasts)).toEqual(lasts.map((last) => encodeFeedCursor({ ...base, last })));
  });
});
