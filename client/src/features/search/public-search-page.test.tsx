import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { PublicSearchPage } from './public-search-page';
import { PublicSearchDocument } from './search-page-operations';

const emptyInfo = { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null };
const data = {
  search: {
    __typename: 'SearchResults' as const,
    query: 'kora',
    kind: 'ALL' as const,
    people: {
      __typename: 'ProfileConnection' as const,
      edges: [],
      pageInfo: { __typename: 'ProfilePageInfo' as const, hasNextPage: false, endCursor: null },
    },
    posts: {
      __typename: 'PostConnection' as const,
      edges: [
        {
          __typename: 'PostEdge' as const,
          cursor: 'p1',
          node: {
            __typename: 'Post' as const,
            id: 'p1',
            content: 'A kora melody for the evening',
            sensitive: false,
            createdAt: '2026-11-20T10:00:00.000Z',
            author: { __typename: 'Profile' as const, id: 'u1', username: 'griot', avatarUrl: null, isVerified: false },
          },
        },
        {
          __typename: 'PostEdge' as const,
          cursor: 'p2',
          node: {
            __typename: 'Post' as const,
            id: 'p2',
            content: 'Kora and strong words',
            sensitive: true,
            createdAt: '2026-11-21T10:00:00.000Z',
            author: null,
          },
        },
      ],
      pageInfo: emptyInfo,
    },
    hashtags: { __typename: 'HashtagConnection' as const, edges: [], pageInfo: emptyInfo },
  },
};

describe('PublicSearchPage', () => {
  it('shows public results with links to the public pages, sensitive posts covered', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: PublicSearchDocument, variables: { query: 'kora', kind: 'ALL', first: 5 } },
        result: { data },
      },
    ];
    renderWithProviders(<PublicSearchPage />, { mocks, route: '/search?q=kora' });

    const posts = await screen.findByRole('region', { name: 'Posts' });
    expect(within(posts).getByText('A kora melody for the evening')).toBeInTheDocument();
    expect(within(posts).getByRole('link', { name: '@griot' })).toHaveAttribute('href', '/@griot');
    expect(within(posts).getAllByRole('link', { name: 'Open post' })[0]).toHaveAttribute('href', '/p/p1');
    expect(within(posts).queryByText('Kora and strong words')).not.toBeInTheDocument();
    expect(within(posts).getByText('Anonymous')).toBeInTheDocument();
    await user.click(within(posts).getByRole('button', { name: 'Show' }));
    expect(within(posts).getByText('Kora and strong words')).toBeInTheDocument();
  });

  it('searches again from its own box', async () => {
    const user = userEvent.setup();
    const nothing = {
      search: {
        ...data.search,
        query: 'baobab',
        posts: { __typename: 'PostConnection' as const, edges: [], pageInfo: emptyInfo },
      },
    };
    const mocks = [
      {
        request: { query: PublicSearchDocument, variables: { query: 'baobab', kind: 'ALL', first: 5 } },
        result: { data: nothing },
      },
    ];
    renderWithProviders(<PublicSearchPage />, { mocks, route: '/search' });
    expect(screen.getByText('Type something to search for.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search Kuza' }), 'baobab{Enter}');
    expect(await screen.findByText('Nothing matches “baobab”. Try other words.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Results for “baobab”' })).toBeInTheDocument();
  });
});
