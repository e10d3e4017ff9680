import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { mySettingsMock } from '@/features/settings/testing';
import { renderWithProviders } from '@/test/render';
import { PostCard } from './post-card';
import { PostCommentsDocument } from './post-operations';
import { cardPost } from './post-test-data';

// Offensive language in the app: a sensitive post starts covered while the reader's Sensitive content filter is on,
// and a creator's Comment filter shows in the comments (how many it hid, and which ones only two people see).

const auth = (id: string | null): AuthContextValue => ({
  user: id ? { id, email: `${id}@example.com`, username: id, createdAt: '', roles: ['USER'], profile: null } : null,
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
});
const as = (id: string | null, ui: ReactElement) => <AuthContext.Provider value={auth(id)}>{ui}</AuthContext.Provider>;

const TEXT = 'What the f***, traffic again #lagos';
const sensitive = cardPost('p1', TEXT, {
  sensitive: true,
  mediaUrl: '/media/images/u1/1-a.png',
  mediaType: 'IMAGE',
  author: { id: 'tunde', username: 'tunde', avatarUrl: null, isVerified: false },
});

describe('a sensitive post', () => {
  it('is covered for a visitor (the filter is on by default) until they choose to see it', async () => {
    renderWithProviders(as(null, <PostCard post={sensitive} />));
    const card = screen.getByTestId('post-card');
    expect(within(card).getByRole('note')).toHaveTextContent(
      'This post may be sensitive or offensive, so your Sensitive content filter hides it.',
    );
    expect(within(card).queryByText(/traffic again/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('img', { name: 'Image shared with the post' })).not.toBeInTheDocument();
    // Who wrote it and the reactions stay in view.
    expect(within(card).getByText('@tunde')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Show post' }));
    expect(within(card).getByText(/traffic again/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Image shared with the post' })).toBeInTheDocument();
    expect(within(card).queryByRole('note')).not.toBeInTheDocument();
  });

  it('is covered for a signed-in reader with the filter on, with a link to the setting', async () => {
    renderWithProviders(as('amina', <PostCard post={sensitive} />), { mocks: [mySettingsMock()] });
    expect(await screen.findByRole('link', { name: 'Privacy & Safety' })).toHaveAttribute('href', '/dashboard/privacy');
    expect(screen.queryByText(/traffic again/)).not.toBeInTheDocument();
  });

  it('shows to a reader who turned the filter off, once their settings are in', async () => {
    renderWithProviders(as('amina', <PostCard post={sensitive} />), {
      mocks: [mySettingsMock({ privacy: { filterContent: false } })],
    });
    expect(await screen.findByText(/traffic again/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows at once to its author', () => {
    renderWithProviders(as('tunde', <PostCard post={sensitive} />));
    expect(screen.getByText(/traffic again/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('is not covered when it is not sensitive', () => {
    renderWithProviders(
      as(null, <PostCard post={{ ...sensitive, sensitive: false, content: 'A calm morning #lagos' }} />),
    );
    expect(screen.getByText(/A calm morning/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe("a creator's Comment filter", () => {
  const comment = (id: string, author: string, content: string, hiddenByFilter: boolean) => ({
    __typename: 'CommentEdge' as const,
    cursor: id,
    node: {
      __typename: 'Comment' as const,
      id,
      content,
      hiddenByFilter,
      createdAt: '2025-03-01T11:00:00.000Z',
      parentId: null,
      editedAt: null,
      removed: false,
      repliesCount: 0,
      versions: [],
      author: { __typename: 'Profile' as const, id: author, username: author, avatarUrl: null },
    },
  });
  const comments = (hiddenCount: number, edges: Array<ReturnType<typeof comment>>): MockLink.MockedResponse => ({
    request: { query: PostCommentsDocument, variables: { postId: 'p1', first: 20 } },
    result: {
      data: {
        comments: {
          __typename: 'CommentConnection',
          hiddenCount,
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
        },
      },
    },
  });
  const open = async () => userEvent.click(await screen.findByRole('button', { name: /Comments/ }));
  const post = cardPost('p1', 'My new short film #film', {
    commentsCount: 2,
    author: { id: 'tunde', username: 'tunde', avatarUrl: null, isVerified: false },
  });

  it('tells other readers how many comments it hides', async () => {
    renderWithProviders(as('amina', <PostCard post={post} />), {
      mocks: [comments(1, [comment('c1', 'zuri', 'Beautiful work!', false)])],
    });
    await open();
    expect(await screen.findByText("1 comment is hidden by the creator's Comment filter.")).toBeInTheDocument();
    expect(screen.getByText('Beautiful work!')).toBeInTheDocument();
  });

  it('tells the commenter that only they and the creator see their comment', async () => {
    renderWithProviders(as('kofi', <PostCard post={post} />), {
      mocks: [comments(0, [comment('c2', 'kofi', 'This is s***', true)])],
    });
    await open();
    expect(
      await screen.findByText(
        "Only you and the creator see this comment: the creator's Comment filter hides offensive comments from others.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is hidden by the creator/)).not.toBeInTheDocument();
  });

  it('tells the creator which comments their filter hides from others', async () => {
    renderWithProviders(as('tunde', <PostCard post={post} />), {
      mocks: [
        comments(0, [comment('c2', 'kofi', 'This is s***', true), comment('c1', 'zuri', 'Beautiful work!', false)]),
      ],
    });
    await open();
    expect(
      await screen.findByText(
        'Only you and its author see this comment: your Comment filter hides offensive comments from others.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Only you/)).toHaveLength(1);
  });
});
