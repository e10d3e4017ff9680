import type { MockLink } from '@apollo/client/testing';
import { COMMUNITY_MESSAGES } from '@kuza/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { FollowProfileDocument } from '@/gql/graphql';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { DiscoverCreatorsDocument, SendCollabRequestDocument } from './community-operations';
import { collab } from './community-test-data';
import { DiscoverPage } from './discover-page';

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
    expect(await within(cards[0]).findByRole('button', { name: /Following @amara/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
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

describe('Request collab from Find Your community', () => {
  const discover = (mocks: MockLink.MockedResponse[]) =>
    renderWithProviders(
      <AuthContext.Provider value={auth}>
        <DiscoverPage />
      </AuthContext.Provider>,
      {
        mocks: [
          {
            request: { query: DiscoverCreatorsDocument, variables: { search: null, first: 20 } },
            result: { data: { profiles: page([creator('p1', 'amara', 12)]) } },
          },
          ...mocks,
        ],
      },
    );

  it('checks the form, sends the request to the server and says so once it is saved', async () => {
    const sent = jest.fn(() => ({
      data: {
        sendCollabRequest: collab(
          'c-new',
          'me',
          'amara',
          'PODCAST_GUEST',
          250.5,
          'NEW',
          'Join our episode on Afrobeats',
        ),
      },
    }));
    discover([
      {
        request: {
          query: SendCollabRequestDocument,
          variables: {
            input: {
              username: 'amara',
              type: 'PODCAST_GUEST',
              amountMinor: '25050',
              message: 'Join our episode on Afrobeats',
            },
          },
        },
        result: sent,
      },
    ]);
    const [card] = await screen.findAllByTestId('creator-card');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: /Request collab @amara/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a collab with @amara' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.collabTypeRequired);
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Podcast guest');
    await user.type(within(dialog).getByLabelText('Offer (USD)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.collabAmountInvalid);
    await user.clear(within(dialog).getByLabelText('Offer (USD)'));
    await user.type(within(dialog).getByLabelText('Offer (USD)'), '250.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.collabMessageRequired);
    await user.type(within(dialog).getByLabelText('Message'), 'Join our episode on Afrobeats');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await findToast('Collab request sent')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog (Collab requests turned off)", async () => {
    discover([
      {
        request: {
          query: SendCollabRequestDocument,
          variables: { input: { username: 'amara', type: 'FEATURE', amountMinor: '0', message: 'Feature me?' } },
        },
        result: { errors: [serverError('FORBIDDEN', 'community.collabRequestsOff')] },
      },
    ]);
    const [card] = await screen.findAllByTestId('creator-card');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: /Request collab @amara/ }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Feature');
    await user.type(within(dialog).getByLabelText('Offer (USD)'), '0');
    await user.type(within(dialog).getByLabelText('Message'), 'Feature me?');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COMMUNITY_MESSAGES.collabRequestsOff);
    expect(screen.queryByText('Collab request sent')).not.toBeInTheDocument();
  });
});
