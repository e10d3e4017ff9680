import { MONEY_MESSAGES } from '@kuza/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { FollowProfileDocument } from '@/features/profiles/profile-operations';
import { resources } from '@/i18n/resources';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { CirclesPage } from './circles-page';
import { CollabsPage } from './collabs-page';
import { DiscoverCreatorsDocument } from './community-operations';
import { DiscoverPage } from './discover-page';
import { ShoutoutsPage } from './shoutouts-page';

afterEach(() => dismissToast());

const creator = (id: string, username: string, followersCount: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Profile' as const,
  id,
  username,
  bio: null,
  avatarUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  isVerified: false,
  roles: ['USER'],
  followersCount,
  followingCount: 0,
  viewerIsFollowing: false,
  ...extra,
});
const page = (nodes: ReturnType<typeof creator>[]) => ({
  __typename: 'ProfileConnection' as const,
  edges: nodes.map((node) => ({ __typename: 'ProfileEdge' as const, cursor: node.id, node })),
  pageInfo: { __typename: 'ProfilePageInfo' as const, hasNextPage: false, endCursor: null },
});
const auth: AuthContextValue = {
  user: { id: 'me' } as AuthContextValue['user'],
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
};

describe('Find Your community', () => {
  it('lists real creators (not the viewer) and follows one at once', async () => {
    const followed = jest.fn(() => ({
      data: { follow: { __typename: 'Profile', id: 'p1', followersCount: 13, viewerIsFollowing: true } },
    }));
    renderWithProviders(
      <AuthContext.Provider value={auth}>
        <DiscoverPage />
      </AuthContext.Provider>,
      {
        mocks: [
          {
            request: { query: DiscoverCreatorsDocument, variables: { search: null, first: 20 } },
            result: {
              data: {
                profiles: page([
                  creator('p1', 'amara', 12, { bio: 'Afrobeats producer', isVerified: true }),
                  creator('me', 'myself', 0),
                  creator('p2', 'kofi_pod', 1),
                ]),
              },
            },
          },
          { request: { query: FollowProfileDocument, variables: { username: 'amara' } }, result: followed },
        ],
      },
    );
    const cards = await screen.findAllByTestId('creator-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('@amara');
    expect(cards[0]).toHaveTextContent('Afrobeats producer');
    expect(cards[0]).toHaveTextContent('Followers: 12');
    expect(cards[1]).toHaveTextContent('Followers: 1');
    await userEvent.setup().click(within(cards[0]).getByRole('button', { name: /Follow @amara/ }));
    expect(await within(cards[0]).findByRole('button', { name: /Following @amara/ })).toHaveAttribute('aria-pressed', 'true');
    expect(cards[0]).toHaveTextContent('Followers: 13');
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  });

  it('searches creators by username', async () => {
    renderWithProviders(
      <AuthContext.Provider value={auth}>
        <DiscoverPage />
      </AuthContext.Provider>,
      {
        mocks: [
          {
            request: { query: DiscoverCreatorsDocument, variables: { search: null, first: 20 } },
            result: { data: { profiles: page([creator('p1', 'amara', 1)]) } },
          },
          {
            request: { query: DiscoverCreatorsDocument, variables: { search: 'zz', first: 20 } },
            result: { data: { profiles: page([]) } },
          },
        ],
      },
    );
    await screen.findAllByTestId('creator-card');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search creators' }), 'zz');
    expect(await screen.findByText('No creators match "zz".')).toBeInTheDocument();
  });
});

describe('Shoutouts', () => {
  const setup = () => {
    renderWithProviders(<ShoutoutsPage />);
    return userEvent.setup();
  };

  it('requires a username: "Username required"', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Why do you recommend them?'), 'Great work');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Username required')).toBeInTheDocument();
  });

  it('requires a message: "Message required" / "Please write why you recommend them."', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Username'), 'amara');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Message required')).toBeInTheDocument();
    expect(screen.getAllByText('Please write why you recommend them.').length).toBeGreaterThan(0);
  });

  it('sends a shoutout and clears the form', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Username'), '@amara');
    await user.type(screen.getByLabelText('Why do you recommend them?'), 'Every beat is a masterclass');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Shoutout sent!')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('keeps the exact spec messages in English', () => {
    const messages = resources.en.community.messages as Record<string, { title: string; description?: string }>;
    expect(messages.usernameRequired.title).toBe(MONEY_MESSAGES.usernameRequired.title);
    expect(messages.messageRequired).toEqual(MONEY_MESSAGES.messageRequired);
  });
});

it('Collab Requests: from, type, amount and status, with Accept / Decline / Details toasts', async () => {
  renderWithProviders(<CollabsPage />);
  const [first] = screen.getAllByTestId('collab-request');
  expect(first).toHaveTextContent('Safari Sounds');
  expect(first).toHaveTextContent('Brand deal');
  expect(first).toHaveTextContent('$1,500.00');
  expect(first).toHaveTextContent('New');
  expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
  const user = userEvent.setup();
  await user.click(within(first).getByRole('button', { name: 'Accept' }));
  expect(await findToast('Collab accepted')).toBeInTheDocument();
  await user.click(within(first).getByRole('button', { name: 'Decline' }));
  expect(await findToast('Collab declined')).toBeInTheDocument();
  await user.click(within(first).getByRole('button', { name: 'Details' }));
  expect(await findToast('Brand deal from Safari Sounds')).toBeInTheDocument();
});

it('Circles: name, members, posts and the private flag', async () => {
  renderWithProviders(<CirclesPage />);
  const circles = screen.getAllByTestId('circle');
  expect(circles[0]).toHaveTextContent('Afrobeats Producers');
  expect(circles[0]).toHaveTextContent('1,240 members');
  expect(circles[0]).toHaveTextContent('3,820 posts');
  expect(circles[0]).toHaveTextContent('Public');
  expect(circles[2]).toHaveTextContent('Private');
  await userEvent.setup().click(within(circles[2]).getByRole('button', { name: 'Request to join' }));
  expect(await findToast('Request sent')).toBeInTheDocument();
});
