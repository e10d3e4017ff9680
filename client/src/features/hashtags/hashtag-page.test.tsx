import { cardPost } from '@/features/posts/testing';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { renderWithProviders } from '@/test/render';
import { Route, Routes } from 'react-router-dom';
import { HashtagNewPostsDocument, HashtagPostsDocument } from './hashtag-operations';
import { HashtagPage } from './hashtag-page';

const auth: AuthContextValue = {
  user: null,
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
};

// No post arrives live during these tests.
const quiet = (tag: string): MockLink.MockedResponse => ({
  request: { query: HashtagNewPostsDocument, variables: { tag } },
  result: { data: null },
  delay: 60_000,
});

const page = (tag: string, posts: unknown[], delay = 0): MockLink.MockedResponse => ({
  request: { query: HashtagPostsDocument, variables: { tag, first: 20 } },
  result: {
    data: {
      postsByHashtag: {
        __typename: 'PostConnection',
        edges: posts.map((node, index) => ({ __typename: 'PostEdge', cursor: `c${index}`, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
  delay,
});

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AuthContext.Provider value={auth}>
      <Routes>
        <Route path="/dashboard/hashtag/:tag" element={<HashtagPage />} />
      </Routes>
    </AuthContext.Provider>,
    { route: path, mocks },
  );
}

const failed = (tag: string): MockLink.MockedResponse => ({
  request: { query: HashtagPostsDocument, variables: { tag, first: 20 } },
  error: new Error('Failed to fetch'),
});

describe('HashtagPage', () => {
  it('says the posts could not be loaded (not that there are none) and loads them on Try again', async () => {
    renderAt('/dashboard/hashtag/zouk', [failed('zouk'), page('zouk', []), quiet('zouk')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('These posts could not be loaded.');
    expect(screen.queryByText('No posts found with #zouk. Be the first to create one!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No posts found with #zouk. Be the first to create one!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the #tag heading, Back and three skeletons while loading, then the empty state', async () => {
    renderAt('/dashboard/hashtag/Zouk', [page('zouk', [], 100), quiet('zouk')]);
    expect(screen.getByRole('heading', { name: '#zouk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getAllByTestId('post-skeleton')).toHaveLength(3);
    expect(await screen.findByText('No posts found with #zouk. Be the first to create one!')).toBeInTheDocument();
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument();
  });

  it("lists the tag's posts with counts that default to 0", async () => {
    const post = {
      ...cardPost('p1', 'Dancing all night #zouk', {
        mediaUrl: '/media/images/u1/1-a.png',
        mediaType: 'IMAGE',
        author: null,
      }),
      hashtags: [{ __typename: 'Hashtag' as const, id: 'h1', tag: 'zouk' }],
    };
    renderAt('/dashboard/hashtag/zouk', [page('zouk', [post]), quiet('zouk')]);
    expect(await screen.findByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image shared with the post' })).toHaveAttribute(
      'src',
      '/media/images/u1/1-a.png',
    );
    for (const id of ['likes-count', 'comments-count', 'shares-count'])
      expect(screen.getByTestId(id)).toHaveTextContent('0');
  });
});
