import { MockedProvider } from '@apollo/client/testing/react';
import { useFragment } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import type { Role } from '@/gql/graphql';
import { renderWithProviders } from '@/test/render';
import { PostCard, type PostCardData } from './post-card';
import { LikePostDocument, PostCardFragment } from './post-operations';

const auth = (id: string, roles: Role[] = ['USER']): AuthContextValue => ({
  user: { id, email: `${id}@example.com`, username: id, createdAt: '', roles, profile: null },
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: (...wanted) => wanted.some((role) => roles.includes(role)),
});

const withAuth = (ui: ReactElement, value = auth('viewer')) => (
  <AuthContext.Provider value={value}>{ui}</AuthContext.Provider>
);

const post: PostCardData = {
  id: 'p1',
  content: 'Shooting in #Lagos today with #film_crew!',
  sensitive: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  mediaUrl: '/media/videos/u1/1-a.mp4',
  mediaType: 'VIDEO',
  likesCount: 4,
  commentsCount: 0,
  sharesCount: 0,
  tipsCount: 0,
  editedAt: null,
  viewerHasLiked: false,
  repostsCount: 0,
  quotesCount: 0,
  viewerHasReposted: false,
  quotedPostRemoved: false,
  quotedPost: null,
  viewerHasBookmarked: false,
  author: { id: 'u1', username: 'tunde', avatarUrl: null, isVerified: true },
  hashtags: [],
  viewerCanAccess: true,
  access: { kind: 'PUBLIC', price: null, tiers: [] },
  explanation: {
    score: 0.6389,
    summary: 'New from @tunde, whom you follow.',
    factors: [
      { name: 'recency', value: 0.8333, weight: 0.4, contribution: 0.33332 },
      { name: 'engagement', value: 0.3911, weight: 0.25, contribution: 0.097775 },
      { name: 'affinity', value: 0.8413, weight: 0.25, contribution: 0.210325 },
      { name: 'discovery', value: 0, weight: 0.1, contribution: 0 },
    ],
  },
};

describe('PostCard', () => {
  it('shows the author initial, @username with the verified badge, the date, hashtags as links and the video', () => {
    renderWithProviders(withAuth(<PostCard post={post} />), { route: '/dashboard/for-you' });
    const card = within(screen.getByTestId('post-card'));
    expect(card.getByRole('link', { name: /@tunde/ })).toHaveAttribute('href', '/dashboard/u/tunde');
    expect(card.getByText('T')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Verified creator' })).toBeInTheDocument();
    expect(card.getByText('Mar 1, 2025', { exact: false })).toBeInTheDocument();
    expect(card.getByRole('link', { name: '#Lagos' })).toHaveAttribute('href', '/dashboard/hashtag/lagos');
    expect(card.getByRole('link', { name: '#film_crew' })).toHaveAttribute('href', '/dashboard/hashtag/film_crew');
    expect(card.getByLabelText('Video shared with the post')).toHaveAttribute('src', '/media/videos/u1/1-a.mp4');
    expect(card.getByTestId('comments-count')).toHaveTextContent('0');
    expect(card.queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('links to the public profile, hashtag and post pages outside the dashboard', () => {
    renderWithProviders(withAuth(<PostCard post={post} />), { route: '/tag/lagos' });
    const card = within(screen.getByTestId('post-card'));
    expect(card.getByRole('link', { name: /@tunde/ })).toHaveAttribute('href', '/@tunde');
    expect(card.getByRole('link', { name: '#Lagos' })).toHaveAttribute('href', '/tag/lagos');
    expect(card.getByRole('link', { name: /Mar 1, 2025/ })).toHaveAttribute('href', `/p/${post.id}`);
  });

  it('shows Anonymous for an unknown author', () => {
    renderWithProviders(withAuth(<PostCard post={{ ...post, author: null }} />));
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
  });

  it('explains itself: the summary and factors whose contributions add up to the score', async () => {
    const user = userEvent.setup();
    renderWithProviders(withAuth(<PostCard post={post} explained />));
    await user.click(screen.getByRole('button', { name: 'Why am I seeing this?' }));
    expect(screen.getByText('New from @tunde, whom you follow.')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: "How this post's score is made" }));
    expect(table.getByRole('rowheader', { name: 'Recency' })).toBeInTheDocument();
    const shown = screen.getAllByTestId('explanation-contribution').map((cell) => Number(cell.textContent));
    const score = Number(screen.getByTestId('explanation-score').textContent);
    expect(score).toBe(0.639);
    expect(Math.round(shown.reduce((sum, value) => sum + value, 0) * 1000)).toBe(639);
  });

  it('likes at once (optimistic) and keeps the server count', async () => {
    const user = userEvent.setup();
    const cache = createCache();
    const { explanation: _explanation, ...fields } = post;
    cache.writeFragment({
      fragment: PostCardFragment,
      fragmentName: 'PostCard_post',
      data: { ...fields, __typename: 'Post', author: { ...post.author!, __typename: 'Profile' } } as typeof fields,
    });
    // The card as a list shows it: read from the normalized cache, so the like updates it in place.
    function CachedCard() {
      const { data, complete } = useFragment({
        fragment: PostCardFragment,
        fragmentName: 'PostCard_post',
        from: { __typename: 'Post', id: 'p1' },
      });
      return complete ? <PostCard post={data} /> : null;
    }
    const liked = { __typename: 'Post', id: 'p1', likesCount: 9, viewerHasLiked: true };
    render(
      <MockedProvider
        cache={cache}
        mocks={[
          {
            request: { query: LikePostDocument, variables: { postId: 'p1' } },
            result: { data: { likePost: liked } },
            delay: 100,
          },
        ]}
      >
        <MemoryRouter>{withAuth(<CachedCard />)}</MemoryRouter>
      </MockedProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Like (4)' }));
    // At once: the optimistic count; then the server's.
    expect(screen.getByRole('button', { name: 'Like (5)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like (9)' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('offers Delete to the author and to moderators', () => {
    const { unmount } = renderWithProviders(withAuth(<PostCard post={post} />, auth('u1')));
    expect(screen.getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
    unmount();
    renderWithProviders(withAuth(<PostCard post={post} />, auth('mod', ['USER', 'MODERATOR'])));
    expect(screen.getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
  });
});
