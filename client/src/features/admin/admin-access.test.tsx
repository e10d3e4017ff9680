import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@/apollo/session-store';
import { renderDashboard } from '@/features/dashboard/testing';
import type { Role } from '@/gql/graphql';
import { ModerationQueueDocument } from '@/gql/graphql';
import { sessionPayload } from '@/test/render';

const ADMIN_ITEMS = [
  'Content Moderation',
  'User Management',
  'Reports & Flags',
  'API Keys',
  'Payment Gateway Integration',
  'System Settings',
];

// Content Moderation's queue, empty; the shell's requests are answered by renderDashboard.
const emptyQueue: MockLink.MockedResponse = {
  request: { query: ModerationQueueDocument, variables: { status: 'PENDING' } },
  result: {
    data: {
      moderationCounts: { __typename: 'ModerationCounts', pending: 0, approved: 0, removed: 0 },
      moderationQueue: {
        __typename: 'ModerationItemConnection',
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const renderAs = (roles: Role[], path = '/dashboard/admin/moderation') =>
  renderDashboard(path, { ...sessionPayload, user: { ...sessionPayload.user, roles } }, [emptyQueue]);

async function adminItems(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  const group = within(nav).queryByRole('button', { name: 'Admin' });
  if (!group) return [];
  // The Admin section starts closed (spec §2.3: only Home and Create are open by default).
  if (group.getAttribute('aria-expanded') === 'false') await userEvent.setup().click(group);
  return ADMIN_ITEMS.filter((name) => within(nav).queryByRole('link', { name }));
}

afterEach(() => sessionStore.set(null));

it('shows every admin item to admins', async () => {
  renderAs(['ADMIN', 'USER']);
  await screen.findByRole('button', { name: 'Admin' });
  expect(await adminItems()).toEqual(ADMIN_ITEMS);
});

it('shows moderators only Content Moderation and Reports & Flags', async () => {
  renderAs(['MODERATOR', 'USER']);
  await screen.findByRole('button', { name: 'Admin' });
  expect(await adminItems()).toEqual(['Content Moderation', 'Reports & Flags']);
});

it('shows regular users no Admin group at all', async () => {
  renderAs(['USER'], '/dashboard/admin/users');
  await screen.findByRole('button', { name: 'Home' });
  expect(await adminItems()).toEqual([]);
});

it('tells a regular user who opens an admin screen by its address that it needs admin access', async () => {
  renderAs(['USER'], '/dashboard/admin/users');
  expect(await screen.findByRole('heading', { name: 'You need admin access' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
});

it('lets a moderator open Content Moderation but not the API keys', async () => {
  const { unmount } = renderAs(['MODERATOR', 'USER'], '/dashboard/admin/moderation');
  expect(await screen.findByRole('heading', { name: 'Content Moderation', level: 1 })).toBeInTheDocument();
  unmount();
  renderAs(['MODERATOR', 'USER'], '/dashboard/admin/api-keys');
  expect(await screen.findByRole('heading', { name: 'You need admin access' })).toBeInTheDocument();
});

it('tells a regular user that Reports & Flags needs admin or moderator access', async () => {
  renderAs(['USER'], '/dashboard/admin/reports');
  expect(await screen.findByRole('heading', { name: 'You need admin or moderator access' })).toBeInTheDocument();
});
