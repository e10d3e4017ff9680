import type { MockLink } from '@apollo/client/testing';
import type { FormattedExecutionResult } from 'graphql';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@/gql/graphql';
import { sessionStore } from '@/apollo/session-store';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { findToast, renderWithProviders, sessionPayload } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { identiconPattern } from './identicon';
import { renderWithAppCache } from './render-with-app-cache';
import {
  PromoteToAdminDocument,
  ReactivateUserDocument,
  RemoveAdminDocument,
  SuspendUserDocument,
  UserManagementPageDocument,
} from './user-management-operations';
import { USER_PAGE_SIZE, UserManagementPage } from './user-management-page';

afterEach(() => {
  dismissToast();
  sessionStore.set(null);
});

// Signed in as the admin "amina" (u-1); the session store holds the same user.
const ME = { ...sessionPayload.user, id: 'u-1', username: 'amina', roles: ['ADMIN' as const, 'USER' as const] };
const auth: AuthContextValue = {
  user: ME,
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => true,
};
const page = () => (
  <AuthContext.Provider value={auth}>
    <UserManagementPage />
  </AuthContext.Provider>
);

const profile = (id: string, username: string, roles: Role[] = ['USER'], bio: string | null = null) => ({
  __typename: 'Profile' as const,
  id,
  username,
  bio,
  avatarUrl: null,
  createdAt: '2025-02-03T10:00:00.000Z',
  roles,
  suspension: null as { __typename: 'Suspension'; suspendedAt: string; reason: string | null } | null,
});

const stats = {
  __typename: 'UserStats' as const,
  totalUsers: 42,
  activeUsers: 42,
  admins: 1,
  moderators: 1,
  suspended: 0,
};

function pageMock(
  nodes: ReturnType<typeof profile>[],
  {
    search = null,
    after = null,
    hasNextPage = false,
  }: { search?: string | null; after?: string | null; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: UserManagementPageDocument,
      variables: { search, first: USER_PAGE_SIZE, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        userStats: stats,
        profiles: {
          __typename: 'ProfileConnection',
          edges: nodes.map((node) => ({ __typename: 'ProfileEdge', cursor: `c-${node.id}`, node })),
          pageInfo: {
            __typename: 'ProfilePageInfo',
            hasNextPage,
            endCursor: nodes.length ? `c-${nodes.at(-1)!.id}` : null,
          },
        },
      },
    },
  };
}

const amina = profile('u-1', 'amina', ['ADMIN', 'USER'], 'Runs Kuza');
const kofi = profile('u-2', 'kofi', ['MODERATOR', 'USER'], 'Keeps the peace');
const zawadi = profile('u-3', 'zawadi');

it('shows the counters and each user with a generated avatar, role badge, bio and joined date', async () => {
  renderWithProviders(page(), { mocks: [pageMock([amina, kofi, zawadi])] });
  expect(screen.getByText('Loading users...')).toBeInTheDocument();
  expect(await screen.findByTestId('stat-total-users')).toHaveTextContent('42');
  expect(screen.getByTestId('stat-active-users')).toHaveTextContent('42');
  expect(screen.getByTestId('stat-admins')).toHaveTextContent('1');
  expect(screen.getByTestId('stat-suspended')).toHaveTextContent('0');

  const row = screen.getByRole('listitem', { name: 'amina' });
  expect(row).toHaveTextContent('Admin');
  expect(row).toHaveTextContent('Runs Kuza');
  expect(row).toHaveTextContent('Joined Feb 3, 2025');
  expect(within(row).getByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'kofi' })).toHaveTextContent('Moderator');
  const plain = screen.getByRole('listitem', { name: 'zawadi' });
  expect(plain).toHaveTextContent('User');
  expect(within(plain).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
  expect(within(plain).getByTestId('identicon')).toHaveAttribute('data-seed', 'u-3');
});

it('draws the same avatar for the same id and different ones for different ids', () => {
  expect(identiconPattern('u-3')).toEqual(identiconPattern('u-3'));
  expect(identiconPattern('u-3')).not.toEqual(identiconPattern('u-4'));
});

it('says "No users found" when a search matches nobody, searching once the typing stops', async () => {
  const user = userEvent.setup();
  const empty = pageMock([], { search: 'nobody' });
  const searched = jest.fn(() => empty.result as FormattedExecutionResult);
  renderWithProviders(page(), { mocks: [pageMock([amina, zawadi]), { ...empty, result: searched }] });
  await screen.findByRole('listitem', { name: 'amina' });
  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
  expect(await screen.findByText('No users found')).toBeInTheDocument();
  // One request for the whole word, not one per key.
  expect(searched).toHaveBeenCalledTimes(1);
});

it('loads the next page with Load more', async () => {
  const user = userEvent.setup();
  renderWithAppCache(page(), [pageMock([amina], { hasNextPage: true }), pageMock([zawadi], { after: 'c-u-1' })]);
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('listitem', { name: 'zawadi' })).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'amina' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

it('makes a user an admin after confirmation: badge, button and Admins counter change', async () => {
  const user = userEvent.setup();
  const promote = jest.fn(() => ({
    data: { promoteToAdmin: { __typename: 'Profile', id: 'u-3', roles: ['ADMIN', 'USER'] } },
  }));
  renderWithProviders(page(), {
    mocks: [
      pageMock([amina, zawadi]),
      { request: { query: PromoteToAdminDocument, variables: { userId: 'u-3' } }, result: promote },
    ],
  });
  const row = await screen.findByRole('listitem', { name: 'zawadi' });
  await user.click(within(row).getByRole('button', { name: 'Make Admin' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Make zawadi an admin?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(promote).not.toHaveBeenCalled();

  await user.click(within(row).getByRole('button', { name: 'Make Admin' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make Admin' }));
  expect(await findToast('User promoted to admin')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
  expect(row).toHaveTextContent('Admin');
  expect(screen.getByTestId('stat-admins')).toHaveTextContent('2');
});

it("shows the server's message when removing the last admin is refused, and keeps the role", async () => {
  const user = userEvent.setup();
  const message = 'You are the last admin. Make another user an admin before removing your own admin role.';
  renderWithProviders(page(), {
    mocks: [
      pageMock([amina]),
      {
        request: { query: RemoveAdminDocument, variables: { userId: 'u-1' } },
        result: { errors: [serverError('BAD_USER_INPUT', 'role.lastAdmin', { field: 'userId' })] },
      },
    ],
  });
  const row = await screen.findByRole('listitem', { name: 'amina' });
  await user.click(within(row).getByRole('button', { name: 'Remove Admin' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove admin privileges from amina?' });
  await user.click(within(confirm).getByRole('button', { name: 'Remove Admin' }));
  expect(await findToast('Error')).toBeInTheDocument();
  expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  expect(within(row).getByRole('button', { name: 'Remove Admin' })).toBeInTheDocument();
  expect(screen.getByTestId('stat-admins')).toHaveTextContent('1');
});

it('removes admin privileges with "Admin privileges removed", or says "Failed to demote admin" on a network failure', async () => {
  const user = userEvent.setup();
  const other = profile('u-4', 'abebe', ['ADMIN', 'USER']);
  renderWithProviders(page(), {
    mocks: [
      pageMock([amina, other]),
      {
        request: { query: RemoveAdminDocument, variables: { userId: 'u-4' } },
        result: { data: { removeAdmin: { __typename: 'Profile', id: 'u-4', roles: ['USER'] } } },
      },
      { request: { query: RemoveAdminDocument, variables: { userId: 'u-1' } }, error: new Error('offline') },
    ],
  });
  const row = await screen.findByRole('listitem', { name: 'abebe' });
  await user.click(within(row).getByRole('button', { name: 'Remove Admin' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Admin' }));
  expect(await findToast('Admin privileges removed')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
  expect(screen.getByTestId('stat-admins')).toHaveTextContent('0');

  act(() => dismissToast());
  const first = screen.getByRole('listitem', { name: 'amina' });
  await user.click(within(first).getByRole('button', { name: 'Remove Admin' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Admin' }));
  await waitFor(() => expect(screen.getAllByText('Failed to demote admin').length).toBeGreaterThan(0));
});

it('takes the admin screens away at once from an admin who removes their own admin role', async () => {
  const user = userEvent.setup();
  sessionStore.set({ ...sessionPayload, user: ME });
  const other = profile('u-4', 'abebe', ['ADMIN', 'USER']);
  renderWithProviders(page(), {
    mocks: [
      pageMock([amina, other]),
      {
        request: { query: RemoveAdminDocument, variables: { userId: 'u-1' } },
        result: { data: { removeAdmin: { __typename: 'Profile', id: 'u-1', roles: ['USER'] } } },
      },
    ],
  });
  const row = await screen.findByRole('listitem', { name: 'amina' });
  await user.click(within(row).getByRole('button', { name: 'Remove Admin' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Admin' }));
  expect(await findToast('Admin privileges removed')).toBeInTheDocument();
  expect(sessionStore.get()?.user.roles).toEqual(['USER']);
});

it('suspends a user with a reason after confirming, then reactivates them: badge, reason and counters change', async () => {
  const user = userEvent.setup();
  const suspension = {
    __typename: 'Suspension' as const,
    suspendedAt: '2026-11-26T03:00:00.000Z',
    reason: 'Repeated spam',
  };
  renderWithProviders(page(), {
    mocks: [
      pageMock([amina, zawadi]),
      {
        request: { query: SuspendUserDocument, variables: { userId: 'u-3', reason: 'Repeated spam' } },
        result: { data: { suspendUser: { __typename: 'Profile', id: 'u-3', suspension } } },
      },
      {
        request: { query: ReactivateUserDocument, variables: { userId: 'u-3' } },
        result: { data: { reactivateUser: { __typename: 'Profile', id: 'u-3', suspension: null } } },
      },
    ],
  });
  // An admin (here: oneself) has no Suspend button: their role is removed first.
  expect(
    within(await screen.findByRole('listitem', { name: 'amina' })).queryByRole('button', { name: 'Suspend' }),
  ).toBeNull();
  const row = screen.getByRole('listitem', { name: 'zawadi' });
  await user.click(within(row).getByRole('button', { name: 'Suspend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend zawadi?' });
  await user.type(within(dialog).getByLabelText('Reason (optional, sent to them)'), '  Repeated spam ');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await findToast('Account suspended')).toBeInTheDocument();
  expect(row).toHaveTextContent('Suspended: Repeated spam');
  expect(within(row).queryByRole('button', { name: 'Make Admin' })).toBeNull();
  expect(screen.getByTestId('stat-suspended')).toHaveTextContent('1');
  expect(screen.getByTestId('stat-active-users')).toHaveTextContent('41');

  act(() => dismissToast());
  await user.click(within(row).getByRole('button', { name: 'Reactivate' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Reactivate zawadi?' })).getByRole('button', {
      name: 'Reactivate',
    }),
  );
  expect(await findToast('Account reactivated')).toBeInTheDocument();
  expect(row).not.toHaveTextContent('Suspended');
  expect(within(row).getByRole('button', { name: 'Make Admin' })).toBeInTheDocument();
  expect(screen.getByTestId('stat-suspended')).toHaveTextContent('0');
});
