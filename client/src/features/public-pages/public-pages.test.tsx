import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LIMITS } from '@kuza/common';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { cardPost, PostCommentsDocument } from '@/features/posts/testing';
import { renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { ProfilePageDocument } from '@/features/profiles/testing';
import { HashtagNewPostsDocument, HashtagPostsDocument } from '@/features/hashtags/testing';
import { PublicPostPageDocument, PublicTagPageDocument } from './public-pages-operations';
import { PublicPostPage } from './public-post-page';
import { PublicProfilePage } from './public-profile-page';
import { PublicTagPage } from './public-tag-page';

const visitor: AuthContextValue = {
  user: null,
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
};

// By @amina.
const post = cardPost('post-1', 'Moonlight tales #folklore', { commentsCount: 1 });

const postMock: MockLink.MockedResponse = {
  request: { query: PublicPostPageDocument, variables: { id: 'post-1' } },
  result: { data: { post } },
};
const commentsMock: MockLink.MockedResponse = {
  request: { query: PostCommentsDocument, variables: { postId: 'post-1', first: 20 } },
  result: {
    data: {
      comments: {
        __typename: 'CommentConnection',
        hiddenCount: 0,
        edges: [
          {
            __typename: 'CommentEdge',
            cursor: 'c1',
            node: {
              __typename: 'Comment',
              id: 'c1',
              parentId: null,
              content: 'Beautiful story',
              hiddenByFilter: false,
              createdAt: '2025-03-01T11:00:00.000Z',
              editedAt: null,
              repliesCount: 0,
              removed: false,
              versions: [],
              author: { __typename: 'Profile', id: 'u-kofi', username: 'kofi', avatarUrl: null },
            },
          },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
      },
    },
  },
};

function renderAt(route: string, path: string, page: React.ReactElement, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AuthContext.Provider value={visitor}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/auth" element={<p>Auth screen</p>} />
      </Routes>
    </AuthContext.Provider>,
    { route, mocks },
  );
}

describe('the public post page', () => {
  it('shows the post and its comments to a visitor, with public links and a way to join', async () => {
    renderAt('/p/post-1', '/p/:id', <PublicPostPage />, [postMock, commentsMock]);
    const card = within(await screen.findByTestId('post-card'));
    expect(card.getByText(/Moonlight tales/)).toBeInTheDocument();
    // The comments load with their own chunk (lazy) and query.
    expect(await card.findByText('Beautiful story', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post by @amina' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: '@amina' })).toHaveAttribute('href', '/@amina');
    expect(card.getByRole('link', { name: '#folklore' })).toHaveAttribute('href', '/tag/folklore');
    expect(card.getByRole('link', { name: '@kofi' })).toHaveAttribute('href', '/@kofi');
    // The comment form is replaced by the invitation (one above the post, one under the comments).
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByText('Sign in to like, comment and follow')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Join Kuza' })[0]).toHaveAttribute('href', '/auth');
  });

  it('sends a visitor who likes the post to sign in', async () => {
    renderAt('/p/post-1', '/p/:id', <PublicPostPage />, [postMock, commentsMock]);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Like/ }));
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
  });

  it('copies the public address when shared', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderAt('/p/post-1', '/p/:id', <PublicPostPage />, [postMock, commentsMock]);
    await user.click(await screen.findByRole('button', { name: /Share/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/post-1`));
  });

  it('says so when the post does not exist', async () => {
    renderAt('/p/nope', '/p/:id', <PublicPostPage />, [
      { request: { query: PublicPostPageDocument, variables: { id: 'nope' } }, result: { data: { post: null } } },
    ]);
    expect(await screen.findByText('This post does not exist.')).toBeInTheDocument();
  });
});

describe('the public profile page', () => {
  it("shows only a private profile's name and asks to sign in", async () => {
    renderAt('/@quiet', '/:handle', <PublicProfilePage />, [
      {
        request: { query: ProfilePageDocument, variables: { username: 'quiet', first: LIMITS.pageSizeDefault } },
        result: { errors: [serverError('UNAUTHENTICATED', 'platform.profileNeedsSignIn')] },
      },
    ]);
    expect(await screen.findByText('This profile is private. Sign in to see it.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '@quiet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});

describe('the public hashtag page', () => {
  it("shows the tag's live count and its posts, newest first", async () => {
    renderAt('/tag/Folklore', '/tag/:tag', <PublicTagPage />, [
      // No post arrives live during this test.
      {
        request: { query: HashtagNewPostsDocument, variables: { tag: 'folklore' } },
        result: { data: null },
        delay: 60_000,
      },
      {
        request: { query: PublicTagPageDocument, variables: { tag: 'folklore' } },
        result: { data: { hashtag: { __typename: 'Hashtag', id: 'h1', tag: 'folklore', usageCount: 2 } } },
      },
      {
        request: { query: HashtagPostsDocument, variables: { tag: 'folklore', first: LIMITS.pageSizeDefault } },
        result: {
          data: {
            postsByHashtag: {
              __typename: 'PostConnection',
              edges: [
                { __typename: 'PostEdge', cursor: 'a', node: cardPost('p2', 'Newer #folklore') },
                { __typename: 'PostEdge', cursor: 'b', node: cardPost('p1', 'Older #folklore') },
              ],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'b' },
            },
          },
        },
      },
    ]);
    expect(screen.getByRole('heading', { name: '#folklore' })).toBeInTheDocument();
    expect(await screen.findByText('2 posts')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('post-card');
    expect(cards.map((card) => card.getAttribute('data-post-id'))).toEqual(['p2', 'p1']);
  });
});
