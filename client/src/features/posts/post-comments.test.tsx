import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { PostComments } from './post-comments';
import { AddCommentDocument, PostCommentsDocument } from './post-operations';

const viewer: AuthContextValue = {
  user: { id: 'u-1', email: 'ada@example.com', username: 'ada', createdAt: '', roles: ['USER'], profile: null },
  session: null,
  loading: false,
  signOut: async () => undefined,
  hasRole: () => false,
};

const noComments: MockLink.MockedResponse = {
  request: { query: PostCommentsDocument, variables: { postId: 'p-1', first: 20 } },
  result: {
    data: {
      comments: {
        __typename: 'CommentConnection',
        hiddenCount: 0,
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
};

const added = (content: string): MockLink.MockedResponse => ({
  request: { query: AddCommentDocument, variables: { postId: 'p-1', content } },
  result: {
    data: {
      addComment: {
        __typename: 'Comment',
        id: 'c-1',
        content,
        hiddenByFilter: false,
        createdAt: '2025-03-01T10:00:00.000Z',
        parentId: null,
        editedAt: null,
        removed: false,
        repliesCount: 0,
        versions: [],
        author: { __typename: 'Profile', id: 'u-1', username: 'ada', avatarUrl: null },
        post: { __typename: 'Post', id: 'p-1', commentsCount: 1 },
      },
    },
  },
});

const renderComments = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <AuthContext.Provider value={viewer}>
      <PostComments postId="p-1" />
    </AuthContext.Provider>,
    { mocks: [noComments, ...mocks] },
  );

it('asks for a comment before sending an empty one', async () => {
  const user = userEvent.setup();
  renderComments([]);
  await screen.findByText('No comments yet. Start the conversation!');
  await user.type(screen.getByRole('textbox', { name: 'Your comment' }), '   ');
  await user.click(screen.getByRole('button', { name: 'Comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please write a comment before sending.');
  expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveAttribute('aria-invalid', 'true');
});

it('sends the trimmed comment and empties the field', async () => {
  const user = userEvent.setup();
  renderComments([added('Lovely light!')]);
  await screen.findByText('No comments yet. Start the conversation!');
  const field = screen.getByRole('textbox', { name: 'Your comment' });
  await user.type(field, '  Lovely light! ');
  await user.click(screen.getByRole('button', { name: 'Comment' }));
  await waitFor(() => expect(field).toHaveValue(''));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it("shows the server's refusal under the field", async () => {
  const user = userEvent.setup();
  const repeated =
    "You have already posted this comment several times. Kuza's spam detection blocks repeated comments.";
  renderComments([
    {
      request: added('Again').request,
      result: { errors: [serverError('BAD_USER_INPUT', 'moderation.repeatedComment', { field: 'content' })] },
    },
  ]);
  await screen.findByText('No comments yet. Start the conversation!');
  await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Again');
  await user.click(screen.getByRole('button', { name: 'Comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(repeated);
});
