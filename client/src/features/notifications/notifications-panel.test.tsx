import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import { NOTIFICATIONS_PAGE_SIZE, NotificationsListDocument } from './notification-operations';
import { cursorOf, listPage, markRead, notification } from './notification-test-mocks';
import { NotificationsPanel } from './notifications-panel';

// The app's cache: its field policy is what appends a page to the list.
function renderPanel(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <NotificationsPanel onOpen={() => undefined} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const texts = () =>
  within(screen.getByRole('list', { name: 'Notifications' }))
    .getAllByTestId('notification-text')
    .map((item) => item.textContent);
const loadMoreButton = () => screen.getByRole('button', { name: 'Load more' });

const newest = [
  notification('n4', 'LIKE', 'amara', { read: true, minutes: 2 }),
  notification('n3', 'FOLLOW', 'zawadi', { read: true, minutes: 3 }),
];
const older = [notification('n2', 'LIKE', 'kofi_pod', { read: true, minutes: 60 })];
const oldest = [notification('n1', 'FOLLOW', 'chidi', { read: true, minutes: 120 })];
const afterNewest = cursorOf(newest[1]);
const afterOlder = cursorOf(older[0]);

describe('NotificationsPanel: Load more', () => {
  it('appends older notifications page by page, busy while loading, and hides the button on the last page', async () => {
    renderPanel([
      listPage(newest, { hasNextPage: true }),
      // Long enough that a loaded machine still sees the busy button before the page arrives.
      listPage(older, { after: afterNewest, hasNextPage: true, delay: 1000 }),
      listPage(oldest, { after: afterOlder }),
    ]);
    expect(await screen.findByText('@amara liked your post')).toBeInTheDocument();
    expect(texts()).toHaveLength(2);

    await userEvent.click(loadMoreButton());
    expect(screen.getByRole('button', { name: 'Loading older notifications...' })).toBeDisabled();
    expect(await screen.findByText('@kofi_pod liked your post', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(texts()).toEqual(['@amara liked your post', '@zawadi started following you', '@kofi_pod liked your post']);

    await userEvent.click(loadMoreButton());
    expect(await screen.findByText('@chidi started following you')).toBeInTheDocument();
    expect(texts()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
  });

  it('shows no Load more when the first page is the only one', async () => {
    renderPanel([listPage(newest)]);
    expect(await screen.findByText('@amara liked your post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when older notifications could not be loaded, keeps the list, and tries again', async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: NotificationsListDocument, variables: { first: NOTIFICATIONS_PAGE_SIZE, after: afterNewest } },
      error: new Error('Failed to fetch'),
    };
    renderPanel([listPage(newest, { hasNextPage: true }), failed, listPage(older, { after: afterNewest })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Older notifications could not be loaded.');
    expect(texts()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('@kofi_pod liked your post')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more|Try again/ })).not.toBeInTheDocument();
  });

  it('marks read the unread ones a newly loaded page brings, and keeps them marked new while open', async () => {
    let marked = 0;
    const unreadOlder = [notification('n2', 'LIKE', 'kofi_pod', { minutes: 60 })];
    // Nothing unread on opening: nothing to mark until the older page shows one.
    renderPanel([
      listPage(newest, { hasNextPage: true }),
      listPage(unreadOlder, { after: afterNewest }),
      markRead(['n2'], () => (marked += 1)),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    const item = (await screen.findByText('@kofi_pod liked your post')).closest('li')!;
    await waitFor(() => expect(marked).toBe(1));
    expect(within(item).getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
  });
});
