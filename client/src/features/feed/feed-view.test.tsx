import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { mySettingsMock } from '@/features/settings/testing';
import { cardPost } from '@/features/posts/testing';
import { renderWithProviders } from '@/test/render';
import { FeedNewPostsDocument, FeedPageDocument } from './feed-operations';
import { ForYouPage } from './feed-pages';

const auth: AuthContextValue = {
  user: null,
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
};
const withAuth = (ui: ReactElement) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;

const quiet: MockLink.MockedResponse = {
  request: { query: FeedNewPostsDocument },
  result: { data: null },
  delay: 60_000,
  maxUsageCount: 10,
};

function feed(filters: string[], message: string | null, energy = 50): MockLink.MockedResponse {
  return {
    request: { query: FeedPageDocument, variables: { mode: 'FOR_YOU', filters, energy, first: 20 } },
    result: {
      data: {
        feed: {
          __typename: 'PostConnection',
          edges: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          message,
        },
      },
    },
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('For You feed', () => {
  it('shows the five filter chips, the dial at 50 and the empty state', async () => {
    renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you',
      mocks: [feed([], null), quiet, mySettingsMock()],
    });
    const chips = within(screen.getByRole('group', { name: 'Filter the feed' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Trending', 'Nearby', 'Global', 'Verified', 'Paid Posts']);
    expect(screen.getByRole('slider', { name: 'Energy Dial' })).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText('No posts here yet. Be the first to post!')).toBeInTheDocument();
    expect(screen.queryByTestId('energy-chronological')).not.toBeInTheDocument();
  });

  it('rests the dial and says why when Feed Preferences say Chronological', async () => {
    renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you',
      mocks: [feed([], null), quiet, mySettingsMock({ feedAlgorithm: 'chrono' })],
    });
    expect(await screen.findByTestId('energy-chronological')).toHaveTextContent(
      'Chronological is on in your Feed Preferences: newest posts first, whatever the dial.',
    );
    expect(screen.getByRole('slider', { name: 'Energy Dial' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('link', { name: 'Change it' })).toHaveAttribute('href', '/dashboard/preferences');
  });

  it('opens every post\'s "Why am I seeing this?" when Feed Preferences say Expert Mode, and folds it otherwise', async () => {
    const explained = { ...postNode('p-1', 'Moonlight tales'), explanation: EXPLANATION };
    const { unmount } = renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you',
      mocks: [feedOf([explained]), quiet, mySettingsMock({ feedAlgorithm: 'expert' })],
    });
    const table = await screen.findByRole('table', { name: "How this post's score is made" });
    expect(within(table).getByRole('rowheader', { name: 'Discovery' })).toBeInTheDocument();
    expect(screen.getByText('From @zawadi, a creator new to you; posted 2 hours ago.')).toBeInTheDocument();
    unmount();

    renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you',
      mocks: [feedOf([explained]), quiet, mySettingsMock({ feedAlgorithm: 'ai' })],
    });
    await screen.findByText('Moonlight tales');
    expect(screen.getByRole('button', { name: 'Why am I seeing this?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: "How this post's score is made" })).not.toBeInTheDocument();
  });

  it("asks again with a chip's filter and shows the server's reason for an empty Paid Posts feed", async () => {
    const user = userEvent.setup();
    renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you',
      mocks: [feed([], null), feed(['PAID'], 'Paid posts arrive with monetization.'), quiet, mySettingsMock()],
    });
    await screen.findByText('No posts here yet. Be the first to post!');
    await user.click(screen.getByRole('button', { name: 'Paid Posts' }));
    expect(screen.getByRole('button', { name: 'Paid Posts' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Paid posts arrive with monetization.')).toBeInTheDocument();
  });

  it('says who appears in an empty Nearby feed and links to Privacy & Safety', async () => {
    renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you?filters=nearby',
      mocks: [feed(['NEARBY'], null), quiet, mySettingsMock()],
    });
    expect(
      await screen.findByText(
        'No posts from creators near you yet. Creators appear here when they turn on Show location in Privacy & Safety.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy & Safety' })).toHaveAttribute('href', '/dashboard/privacy');
    expect(screen.queryByText('No posts here yet. Be the first to post!')).not.toBeInTheDocument();
  });

  it('keeps the dial and filters in the address', async () => {
    renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you?filters=verified,trending&energy=80',
      mocks: [feed(['TRENDING', 'VERIFIED'], null, 80), quiet, mySettingsMock()],
    });
    expect(screen.getByRole('slider', { name: 'Energy Dial' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('button', { name: 'Trending' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No posts here yet. Be the first to post!')).toBeInTheDocument();
  });

  it('marks the posts "New posts" announced once the feed reloads, and brings the first one into view', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    // jsdom has no layout: record what would scroll.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.getAttribute('data-post-id') ?? '');
    };
    const arrived: MockLink.MockedResponse = {
      request: { query: FeedNewPostsDocument },
      result: {
        data: {
          postCreated: {
            __typename: 'Post',
            id: 'p-new',
            author: { __typename: 'Profile', id: 'u9', isVerified: false, viewerIsFollowing: false },
          },
        },
      },
      delay: 20,
    };
    renderWithProviders(withAuth(<ForYouPage />), {
      route: '/dashboard/for-you',
      mocks: [
        feedOf([postNode('p-old', 'Morning pages')]),
        arrived,
        feedOf([postNode('p-old', 'Morning pages'), postNode('p-new', 'Fresh off the press')]),
        quiet,
        mySettingsMock(),
      ],
    });
    await screen.findByText('Morning pages');
    await user.click(await screen.findByRole('button', { name: /New posts/ }));

    const fresh = (await screen.findByText('Fresh off the press')).closest('article')!;
    expect(await within(fresh).findByText('New')).toBeInTheDocument();
    const old = screen.getByText('Morning pages').closest('article')!;
    expect(within(old).queryByText('New')).not.toBeInTheDocument();
    expect(scrolled).toEqual(['p-new']);
    expect(screen.queryByRole('button', { name: /New posts/ })).not.toBeInTheDocument();
  });
});

const EXPLANATION = {
  __typename: 'FeedExplanation' as const,
  score: 0.5,
  summary: 'From @zawadi, a creator new to you; posted 2 hours ago.',
  factors: [
    { __typename: 'FeedFactor' as const, name: 'recency', value: 0.9, weight: 0.4, contribution: 0.36 },
    { __typename: 'FeedFactor' as const, name: 'engagement', value: 0, weight: 0.25, contribution: 0 },
    { __typename: 'FeedFactor' as const, name: 'affinity', value: 0, weight: 0.25, contribution: 0 },
    { __typename: 'FeedFactor' as const, name: 'discovery', value: 1, weight: 0.1, contribution: 0.1 },
  ],
  author: {
    __typename: 'FeedExplanationAuthor' as const,
    relation: 'NEW_TO_YOU',
    username: 'zawadi',
    interactions: 0,
    recent: false,
  },
  reasons: [
    {
      __typename: 'FeedReason' as const,
      kind: 'POSTED',
      km: null,
      ageMinutes: 120,
      likes: null,
      comments: null,
      shares: null,
      tag: null,
    },
  ],
};
const zawadi = { __typename: 'Profile' as const, id: 'u9', username: 'zawadi', avatarUrl: null, isVerified: false };
const postNode = (id: string, content: string) => ({
  ...cardPost(id, content, { author: zawadi }),
  explanation: null as typeof EXPLANATION | null,
});

function feedOf(nodes: Array<ReturnType<typeof postNode>>): MockLink.MockedResponse {
  return {
    request: { query: FeedPageDocument, variables: { mode: 'FOR_YOU', filters: [], energy: 50, first: 20 } },
    result: {
      data: {
        feed: {
          __typename: 'PostConnection',
          edges: nodes.map((node) => ({ __typename: 'PostEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          message: null,
        },
      },
    },
  };
}
