import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { TopBarSearchDocument } from './search-operations';
import { TopBarSearch } from './top-bar-search';

const result = {
  profiles: {
    __typename: 'ProfileConnection' as const,
    edges: [
      {
        __typename: 'ProfileEdge' as const,
        node: { __typename: 'Profile' as const, id: 'u1', username: 'afro_amara', avatarUrl: null, isVerified: true },
      },
    ],
  },
  searchHashtags: [
    { __typename: 'Hashtag' as const, id: 'h1', tag: 'afrobeats', usageCount: 1200 },
    { __typename: 'Hashtag' as const, id: 'h2', tag: 'afrofuture', usageCount: 1 },
  ],
};
const mocks = [
  { request: { query: TopBarSearchDocument, variables: { query: 'afro', first: 5 } }, result: { data: result } },
];

describe('TopBarSearch', () => {
  it('is a combobox listing matching users then hashtags, opened with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBarSearch />, { mocks, route: '/' });
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, 'afro');

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('@afro_amara');
    expect(options[1]).toHaveTextContent('afrobeats1.2K posts');
    expect(options[2]).toHaveTextContent('afrofuture1 post');
    expect(screen.getByRole('group', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hashtags' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 results. Use the arrow keys to choose one.');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/hashtag/afrofuture'));
    expect(input).toHaveValue('');
  });

  it('closes on Escape and opens a user profile on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBarSearch />, { mocks, route: '/' });
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, 'afro');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: /afro_amara/ }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/u/afro_amara'));
  });

  it('opens the results page on Enter when no suggestion is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopBarSearch />, { mocks, route: '/' });
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, 'afro');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/search'));
  });
});
