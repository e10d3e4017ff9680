import type { MockLink } from '@apollo/client/testing';
import { COMMUNITY_MESSAGES, CONTENT_MESSAGES, LIMITS, MONEY_MESSAGES } from '@kuza/common';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { FollowProfileDocument } from '@/gql/graphql';
import { resources } from '@/i18n/resources';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { CollabsPage } from './collabs-page';
import {
  AcceptCollabRequestDocument,
  DeclineCollabRequestDocument,
  DiscoverCreatorsDocument,
  OpenCollabRequestDocument,
  SendCollabRequestDocument,
  SendShoutoutDocument,
} from './community-operations';
import { collab, collabsPage, shoutout, shoutoutsPage } from './community-test-data';
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

describe('Shoutouts', () => {
  const setup = (mocks: MockLink.MockedResponse[] = [...shoutoutsPage([])]) => {
    renderWithProviders(<ShoutoutsPage />, { mocks });
    return userEvent.setup();
  };
  const sendMock = (
    username: string,
    message: string,
    result: MockLink.MockedResponse['result'],
    delay = 0,
  ): MockLink.MockedResponse => ({
    request: { query: SendShoutoutDocument, variables: { input: { username, message } } },
    result,
    delay,
  });

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

  it('saves the shoutout on the server, says so only then, clears the form and lists it among those given', async () => {
    const saved = shoutout('s-new', 'me', 'amara', 'Every beat is a masterclass', new Date().toISOString());
    const user = setup([
      ...shoutoutsPage([]),
      sendMock('amara', 'Every beat is a masterclass', { data: { sendShoutout: saved } }, 50),
    ]);
    await screen.findByTestId('shoutouts-empty');
    await user.type(screen.getByLabelText('Username'), '@amara');
    await user.type(screen.getByLabelText('Why do you recommend them?'), '  Every beat is a masterclass ');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText('Shoutout sent!')).not.toBeInTheDocument();
    expect(await findToast('Shoutout sent!')).toBeInTheDocument();
    expect(screen.getAllByText('Your shoutout for @amara is live.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Username')).toHaveValue('');
    expect(await screen.findByTestId('given-shoutout')).toHaveTextContent('For @amara');
    expect(screen.getByTestId('given-shoutout')).toHaveTextContent('Every beat is a masterclass');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = setup([
      ...shoutoutsPage([]),
      sendMock('nobody', 'Great work', { errors: [serverError('NOT_FOUND', 'content.userNotFound')] }),
    ]);
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.type(screen.getByLabelText('Why do you recommend them?'), 'Great work');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Shoutout not sent')).toBeInTheDocument();
    expect(screen.getAllByText(CONTENT_MESSAGES.userNotFound).length).toBeGreaterThan(0);
    expect(screen.queryByText('Shoutout sent!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('nobody');
  });

  it("answers the server's spec messages with the spec's toast", async () => {
    const refusal = { errors: [serverError('BAD_USER_INPUT', 'money.messageRequired', { field: 'message' })] };
    const user = setup([...shoutoutsPage([]), sendMock('amara', 'x', refusal)]);
    await user.type(screen.getByLabelText('Username'), 'amara');
    await user.type(screen.getByLabelText('Why do you recommend them?'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Message required')).toBeInTheDocument();
  });

  it('refuses a message over the limit before sending', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Username'), 'amara');
    await user.click(screen.getByLabelText('Why do you recommend them?'));
    await user.paste('x'.repeat(LIMITS.shoutoutMaxLength + 1));
    await user.click(screen.getByRole('button', { name: 'Send Shoutout' }));
    expect(await findToast('Shoutout not sent')).toBeInTheDocument();
    expect(screen.getAllByText(COMMUNITY_MESSAGES.shoutoutTooLong).length).toBeGreaterThan(0);
  });

  it('lists the shoutouts received', async () => {
    setup([...shoutoutsPage([shoutout('s1', 'kofi_pod', 'me', 'Her stories made me love podcasts again')])]);
    const [item] = await screen.findAllByTestId('shoutout');
    expect(item).toHaveTextContent('Her stories made me love podcasts again');
    expect(within(item).getByRole('link', { name: '@kofi_pod' })).toHaveAttribute('href', '/dashboard/u/kofi_pod');
    expect(screen.getAllByTestId('shoutout')).toHaveLength(1);
    expect(screen.queryByTestId('shoutouts-empty')).not.toBeInTheDocument();
  });

  it('tells an account that received none that there are none yet: no sample shoutouts', async () => {
    setup();
    expect(await screen.findByTestId('shoutouts-empty')).toHaveTextContent(
      'No shoutouts yet. When someone recommends you, it appears here.',
    );
    expect(screen.queryAllByTestId('shoutout')).toHaveLength(0);
  });

  it('keeps the exact spec messages in English', () => {
    const messages = resources.en.community.messages as Record<string, { title: string; description?: string }>;
    expect(messages.usernameRequired.title).toBe(MONEY_MESSAGES.usernameRequired.title);
    expect(messages.messageRequired).toEqual(MONEY_MESSAGES.messageRequired);
  });
});

describe('Collab Requests', () => {
  const decided = (
    query: typeof AcceptCollabRequestDocument | typeof DeclineCollabRequestDocument,
    field: string,
    id: string,
    status: string,
  ) => ({
    request: { query, variables: { id } },
    result: jest.fn(() => ({
      data: { [field]: { __typename: 'CollabRequest', id, status, decidedAt: '2025-03-03T10:00:00.000Z' } },
    })),
    delay: 30,
  });

  it('tells an account with no requests at all where requests come from and where to find creators', async () => {
    renderWithProviders(<CollabsPage />, { mocks: [...collabsPage([])] });
    expect(await screen.findByTestId('collabs-empty')).toHaveTextContent(
      'No collab requests for you yet. When a creator or a brand sends you one, it appears here.',
    );
    expect(screen.getByRole('link', { name: 'Find creators to work with in Discover.' })).toHaveAttribute(
      'href',
      '/dashboard/discover',
    );
    expect(screen.queryAllByTestId('collab-request')).toHaveLength(0);
  });

  it("shows a request that came in since the last visit: the kept list first, then the server's", async () => {
    const cache = createCache();
    const visit = (mocks: MockLink.MockedResponse[]) =>
      render(
        <MockedProvider mocks={mocks} cache={cache}>
          <MemoryRouter>
            <CollabsPage />
          </MemoryRouter>
        </MockedProvider>,
      );
    const first = visit(collabsPage([collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW')]));
    expect(await screen.findByText('@safari_sounds')).toBeInTheDocument();
    first.unmount();

    visit(
      collabsPage([
        collab('c2', 'jollof_kitchen', 'me', 'SPONSORED_POST', 750, 'NEW'),
        collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW'),
      ]),
    );
    expect(screen.getByText('@safari_sounds')).toBeInTheDocument();
    expect(await screen.findByText('@jollof_kitchen')).toBeInTheDocument();
  });

  it('lists real requests; Accept saves it, then says so and turns the buttons off', async () => {
    const accept = decided(AcceptCollabRequestDocument, 'acceptCollabRequest', 'c1', 'ACCEPTED');
    renderWithProviders(<CollabsPage />, {
      mocks: [
        ...collabsPage(
          [collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW')],
          [collab('c9', 'me', 'kofi_pod', 'PODCAST_GUEST', 0, 'DECLINED')],
        ),
        accept,
      ],
    });
    const [request, mine] = await screen.findAllByTestId('collab-request');
    expect(request).toHaveTextContent('@safari_sounds');
    expect(request).toHaveTextContent('Brand deal');
    expect(request).toHaveTextContent('$1,500.00');
    expect(request).toHaveTextContent('New');
    expect(mine).toHaveTextContent('@kofi_pod');
    expect(mine).toHaveTextContent('Declined');

    const user = userEvent.setup();
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    expect(within(request).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(await findToast('Collab accepted')).toBeInTheDocument();
    expect(accept.result).toHaveBeenCalledTimes(1);
    expect(request).toHaveTextContent('Accepted');
    expect(within(request).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(request).getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('Decline saves it; a refusal from the server is shown', async () => {
    const refused = {
      request: { query: DeclineCollabRequestDocument, variables: { id: 'c2' } },
      result: { errors: [serverError('BAD_USER_INPUT', 'community.collabAlreadyDecided', { field: 'id' })] },
    };
    const decline = decided(DeclineCollabRequestDocument, 'declineCollabRequest', 'c1', 'DECLINED');
    renderWithProviders(<CollabsPage />, {
      mocks: [
        ...collabsPage([
          collab('c1', 'jollof_kitchen', 'me', 'SPONSORED_POST', 750, 'PENDING'),
          collab('c2', 'amara', 'me', 'FEATURE', 0, 'PENDING'),
        ]),
        decline,
        refused,
      ],
    });
    const [first, second] = await screen.findAllByTestId('collab-request');
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Decline' }));
    expect(await findToast('Collab declined')).toBeInTheDocument();
    expect(first).toHaveTextContent('Declined');
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    expect(await findToast('Could not update the request')).toBeInTheDocument();
    expect(screen.getAllByText(COMMUNITY_MESSAGES.collabAlreadyDecided).length).toBeGreaterThan(0);
  });

  it('Details shows the message, type and amount, and marks a new request seen (pending)', async () => {
    const opened = jest.fn(() => ({
      data: { openCollabRequest: { __typename: 'CollabRequest', id: 'c1', status: 'PENDING' } },
    }));
    renderWithProviders(<CollabsPage />, {
      mocks: [
        ...collabsPage([
          collab('c1', 'safari_sounds', 'me', 'BRAND_DEAL', 1500, 'NEW', 'Voice our Serengeti campaign'),
        ]),
        { request: { query: OpenCollabRequestDocument, variables: { id: 'c1' } }, result: opened },
      ],
    });
    const [request] = await screen.findAllByTestId('collab-request');
    await userEvent.setup().click(within(request).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Brand deal from @safari_sounds' });
    expect(within(dialog).getByTestId('collab-message')).toHaveTextContent('Voice our Serengeti campaign');
    expect(dialog).toHaveTextContent('$1,500.00');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(request).toHaveTextContent('Pending'));
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
