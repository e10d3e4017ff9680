import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationAddedDocument, NotificationsListDocument } from '@/gql/graphql';
import { badge, listPage, markRead, notification, quiet } from '@/features/notifications/testing';
import { renderWithProviders } from '@/test/render';
import { NotificationsButton } from './notifications-button';

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationsButton', () => {
  it('shows the unread count on the bell and in its label', async () => {
    renderWithProviders(<NotificationsButton />, { mocks: [badge(3), quiet] });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('lists the newest notifications with links, then marks the unread ones shown read', async () => {
    let marked = 0;
    const items = [
      notification('n3', 'FOLLOW', 'zawadi', { minutes: 2 }),
      notification('n2', 'COMMENT', 'kofi_pod', { minutes: 90, excerpt: 'This one made me cry' }),
      notification('n1', 'LIKE', 'amara', { minutes: 60 * 24 * 3, read: true, postId: 'post-9' }),
    ];
    renderWithProviders(<NotificationsButton />, {
      mocks: [badge(2), listPage(items), markRead(['n3', 'n2'], () => (marked += 1)), quiet],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const listed = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    const shown = listed.map((item) => [
      within(item).getByTestId('notification-text').textContent,
      item.querySelector('time')?.textContent,
    ]);
    expect(shown).toEqual([
      ['@zawadi started following you', '2 minutes ago'],
      ['@kofi_pod commented: “This one made me cry”', '1 hour ago'],
      ['@amara liked your post', '3 days ago'],
    ]);
    expect(within(listed[0]).getByRole('link')).toHaveAttribute('href', '/dashboard/u/zawadi');
    expect(within(listed[1]).getByRole('link')).toHaveAttribute('href', '/dashboard/post/post-1');
    expect(within(listed[2]).getByRole('link')).toHaveAttribute('href', '/dashboard/post/post-9');

    // Opening marked them read: the badge is gone, while this list still shows which ones were new.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(marked).toBe(1);
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(within(listed[0]).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(listed[2]).queryByTestId('unread-dot')).not.toBeInTheDocument();

    // Opening one goes there and closes the popover.
    await userEvent.click(within(listed[1]).getByRole('link'));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/post/post-1');
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows staff alerts: a report (opening Reports & Flags) and a newcomer (opening their profile)', async () => {
    const items = [
      notification('n5', 'REPORT', 'amara', { minutes: 1, reportReason: 'HATE_SPEECH', read: true }),
      notification('n4', 'SIGNUP', 'new_voice', { minutes: 3, read: true }),
    ];
    renderWithProviders(<NotificationsButton />, { mocks: [badge(0), listPage(items), quiet] });
    await userEvent.click(bell());
    const listed = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(listed.map((item) => within(item).getByTestId('notification-text').textContent)).toEqual([
      '@amara reported content: Hate speech',
      '@new_voice joined Kuza',
    ]);
    expect(within(listed[0]).getByRole('link')).toHaveAttribute('href', '/dashboard/admin/reports');
    expect(within(listed[1]).getByRole('link')).toHaveAttribute('href', '/dashboard/u/new_voice');
  });

  it("tells a collaborator that a creator shared a project's earnings with them, opening Split Earnings", async () => {
    renderWithProviders(<NotificationsButton />, {
      mocks: [badge(0), listPage([notification('n7', 'SPLIT', 'amara', { minutes: 1, read: true })]), quiet],
    });
    await userEvent.click(bell());
    const [item] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(within(item).getByTestId('notification-text')).toHaveTextContent(
      "@amara shared a project's earnings with you",
    );
    expect(within(item).getByRole('link')).toHaveAttribute('href', '/dashboard/split');
  });

  it('tells a creator that a reader bought their pay-per-view post, opening the post', async () => {
    renderWithProviders(<NotificationsButton />, {
      mocks: [
        badge(0),
        listPage([notification('n10', 'POST_PURCHASE', 'tayo', { minutes: 1, read: true, postId: 'post-7' })]),
        quiet,
      ],
    });
    await userEvent.click(bell());
    const [item] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(within(item).getByTestId('notification-text')).toHaveTextContent('@tayo bought your post');
    expect(within(item).getByRole('link')).toHaveAttribute('href', '/dashboard/post/post-7');
  });

  it('tells an owner who asks to join their circle, and a creator that the owner let them in, opening the circle', async () => {
    const items = [
      notification('n8', 'CIRCLE_REQUEST', 'tayo', { minutes: 1, read: true }),
      notification('n9', 'CIRCLE_APPROVED', 'amara', { minutes: 2, read: true }),
    ];
    renderWithProviders(<NotificationsButton />, { mocks: [badge(0), listPage(items), quiet] });
    await userEvent.click(bell());
    const [request, approved] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    expect(within(request).getByTestId('notification-text')).toHaveTextContent('@tayo asked to join Lagos Poets');
    expect(within(request).getByRole('link')).toHaveAttribute('href', '/dashboard/circles/circle-1');
    expect(within(approved).getByTestId('notification-text')).toHaveTextContent(
      '@amara approved your request to join Lagos Poets',
    );
    expect(within(approved).getByRole('link')).toHaveAttribute('href', '/dashboard/circles/circle-1');
  });

  it('tells a creator that staff rejected their ad campaign, naming the campaign and no one else, opening Advertising', async () => {
    renderWithProviders(<NotificationsButton />, {
      mocks: [
        badge(0),
        listPage([notification('n8', 'CAMPAIGN_REJECTED', 'ads_mod', { minutes: 1, read: true })]),
        quiet,
      ],
    });
    await userEvent.click(bell());
    const [item] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(within(item).getByTestId('notification-text')).toHaveTextContent(
      'Your ad campaign “Lagos Nights EP launch” was not approved: see why in Advertising',
    );
    expect(item).not.toHaveTextContent('ads_mod');
    expect(within(item).getByRole('link')).toHaveAttribute('href', '/dashboard/advertising');
  });

  it('tells a creator that moderators removed their comment, and why, naming no moderator and linking nowhere', async () => {
    const removed = {
      ...notification('n6', 'REMOVED', 'mod_jane', { read: true, reportReason: 'SPAM' }),
      post: null,
      removedKind: 'COMMENT' as const,
      removedExcerpt: 'Check my profile for free followers',
    };
    renderWithProviders(<NotificationsButton />, { mocks: [badge(0), listPage([removed]), quiet] });
    await userEvent.click(bell());
    const [item] = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(within(item).getByTestId('notification-text')).toHaveTextContent(
      "Kuza's moderators removed your comment “Check my profile for free followers”: Spam",
    );
    expect(item).not.toHaveTextContent('mod_jane');
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the empty state when there are none (and marks nothing)', async () => {
    renderWithProviders(<NotificationsButton />, { mocks: [badge(0), listPage([]), quiet] });
    await userEvent.click(bell());
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(
      screen.getByText('When people follow you, like or comment on your posts, you will see it here.'),
    ).toBeInTheDocument();
  });

  it('says the notifications could not be loaded (not that there are none), keeps them unread, and retries', async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: NotificationsListDocument, variables: { first: 20 } },
      error: new Error('Failed to fetch'),
    };
    renderWithProviders(<NotificationsButton />, {
      mocks: [badge(1), failed, listPage([notification('n1', 'LIKE', 'amara')]), markRead(['n1']), quiet],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('@amara liked your post')).toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('counts a notification pushed live', async () => {
    const pushed: MockLink.MockedResponse = {
      request: { query: NotificationAddedDocument },
      result: { data: { notificationAdded: notification('n2', 'LIKE', 'kofi_pod', { minutes: 0 }) } },
      delay: 300, // after the count has loaded
    };
    renderWithProviders(<NotificationsButton />, { mocks: [badge(1), pushed] });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
  });
});
