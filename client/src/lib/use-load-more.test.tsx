import { act, renderHook } from '@testing-library/react';
import { useLoadMore, type LoadMorePageInfo } from './use-load-more';

/** A fetchMore whose pages arrive when the test says so. */
function deferredFetchMore() {
  const calls: Array<{ after: string; settle: (ok: boolean) => void }> = [];
  const fetchMore = jest.fn(
    ({ variables }: { variables: { after: string } }) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({
          after: variables.after,
          settle: (ok) => (ok ? resolve({}) : reject(new Error('Failed to fetch'))),
        });
      }),
  );
  return { fetchMore, calls };
}

const page = (endCursor: string | null, hasNextPage = true): LoadMorePageInfo => ({ hasNextPage, endCursor });

it('asks for the page after the end cursor, one page at a time, busy until it arrives', async () => {
  const { fetchMore, calls } = deferredFetchMore();
  const { result } = renderHook(() => useLoadMore(fetchMore, page('c2')));
  expect(result.current.hasMore).toBe(true);

  act(() => result.current.loadMore());
  act(() => result.current.loadMore());
  expect(fetchMore).toHaveBeenCalledTimes(1);
  expect(calls[0].after).toBe('c2');
  expect(result.current.loadingMore).toBe(true);

  await act(async () => calls[0].settle(true));
  expect(result.current.loadingMore).toBe(false);
  expect(result.current.moreFailed).toBe(false);
});

it('says when a page could not be fetched, and clears that on the next try', async () => {
  const { fetchMore, calls } = deferredFetchMore();
  const { result } = renderHook(() => useLoadMore(fetchMore, page('c2')));

  act(() => result.current.loadMore());
  await act(async () => calls[0].settle(false));
  expect(result.current.moreFailed).toBe(true);
  expect(result.current.loadingMore).toBe(false);

  act(() => result.current.loadMore());
  expect(result.current.moreFailed).toBe(false);
  await act(async () => calls[1].settle(true));
  expect(result.current.moreFailed).toBe(false);
});

it('has nothing more on the last page, before the first page, or without a cursor', () => {
  const { fetchMore } = deferredFetchMore();
  for (const pageInfo of [page('c9', false), undefined, page(null)]) {
    const { result } = renderHook(() => useLoadMore(fetchMore, pageInfo));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
  }
  expect(fetchMore).not.toHaveBeenCalled();
});
