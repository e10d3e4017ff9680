import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SearchPageDocument } from './search-page-operations';
import { SearchResultsPage } from './search-results-page';

const pageInfo = (hasNextPage: boolean, endCursor: string | null) => ({
  __typename: 'ProfilePageInfo' as const,
  hasNextPage,
  endCursor,
});
const person = (id: string, username: string, bio: string | null) => ({
  __typename: 'ProfileEdge' as const,
  cursor: `c-${id}`,
  node: {
    __typename: 'Profile' as const,
    id,
    username,
    bio,
    avatarUrl: null,
    isVerified: false,
    followersCount: 1200,
  },
});
const results = (
  kind: 'ALL' | 'PEOPLE',
  people: ReturnType<typeof person>[],
  peopleInfo: ReturnType<typeof pageInfo>,
) => ({
  search: {
    __typename: 'SearchResults' as const,
    query: 'amara',
    kind,
    people: { __typename: 'ProfileConnection' as const, edges: people, pageInfo: peopleInfo },
    posts: {
      __typename: 'PostConnection' as const,
      edges: [],
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
    },
    hashtags: {
      __typename: 'HashtagConnection' as const,
      edges:
        kind === 'ALL'
          ? [
              {
                __typename: 'HashtagEdge' as const,
                cursor: 'h1',
                node: { __typename: 'Hashtag' as const, id: 'h1', tag: 'amarabeats', usageCount: 3 },
              },
            ]
          : [],
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
    },
  },
});

const mocks = [
  {
    request: { query: SearchPageDocument, variables: { query: 'amara', kind: 'ALL', first: 5 } },
    result: { data: results('ALL', [person('u1', 'amara_okafor', 'Storyteller')], pageInfo(true, 'c-u1')) },
  },
  {
    request: { query: SearchPageDocument, variables: { query: 'amara', kind: 'PEOPLE', first: 20 } },
    result: { data: results('PEOPLE', [person('u1', 'amara_okafor', 'Storyteller')], pageInfo(true, 'c-u1')) },
  },
  {
    request: {
      query: SearchPageDocument,
      variables: { query: 'amara', kind: 'PEOPLE', first: 20, after: 'c-u1' },
    },
    result: { data: results('PEOPLE', [person('u2', 'amaranth', null)], pageInfo(false, 'c-u2')) },
  },
];

describe('SearchResultsPage', () => {
  it('shows people and hashtags under All, then a tab of people with Load more', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchResultsPage />, { mocks, route: '/dashboard/search?q=amara' });

    expect(await screen.findByRole('heading', { name: 'Results for “amara”' })).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: /@amara_okafor/ })).toHaveAttribute(
      'href',
      '/dashboard/u/amara_okafor',
    );
    expect(within(people).getByText('1.2K followers')).toBeInTheDocument();
    const hashtags = screen.getByRole('region', { name: 'Hashtags' });
    expect(within(hashtags).getByRole('link', { name: /amarabeats/ })).toHaveAttribute(
      'href',
      '/dashboard/hashtag/amarabeats',
    );
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(people).getByRole('button', { name: 'See all' }));
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /@amaranth/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@amara_okafor/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('says what to do when the search is empty, without asking the server', async () => {
    renderWithProviders(<SearchResultsPage />, { mocks: [], route: '/dashboard/search?q=%20%20' });
    expect(await screen.findByText('Type something to search for.')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const none = [
      {
        request: { query: SearchPageDocument, variables: { query: 'amara', kind: 'ALL', first: 5 } },
        result: { data: results('PEOPLE', [], pageInfo(false, null)) },
      },
    ];
    renderWithProviders(<SearchResultsPage />, { mocks: none, route: '/dashboard/search?q=amara' });
    expect(await screen.findByText('Nothing matches “amara”. Try other words.')).toBeInTheDocument();
  });
});
