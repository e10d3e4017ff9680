import { DM_MESSAGES } from '@kuza/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { MessagesInboxDocument, SendMessageDocument } from './message-operations';
import { MessagesPage } from './messages-page';

afterEach(() => dismissToast());

const profile = (id: string) => ({ __typename: 'Profile' as const, id, username: id, avatarUrl: null });
const conversation = (id: string, other: string, isRequest: boolean, unreadCount: number, content: string) => ({
  __typename: 'Conversation' as const,
  id,
  isRequest,
  declined: false,
  unreadCount,
  lastMessageAt: '2026-01-01T10:00:00.000Z',
  otherReadAt: null,
  other: profile(other),
  lastMessage: { __typename: 'Message' as const, id: `last-${id}`, content, mediaUrl: null, isMine: false },
});
const connection = (nodes: ReturnType<typeof conversation>[]) => ({
  __typename: 'ConversationConnection' as const,
  edges: nodes.map((node) => ({ __typename: 'ConversationEdge' as const, cursor: node.id, node })),
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
});
const inbox = {
  request: { query: MessagesInboxDocument, variables: { first: 30 } },
  result: {
    data: {
      conversations: connection([conversation('c1', 'amara', false, 2, 'See you soon')]),
      messageRequests: connection([conversation('c2', 'stranger', true, 1, 'Hello?')]),
      unreadMessageRequestsCount: 1,
      messageSettings: { __typename: 'MessageSettings' as const, id: 'me', readReceipts: true },
    },
  },
};
const sent = {
  request: {
    query: SendMessageDocument,
    variables: { input: { toUsername: 'kwame', content: 'Habari!', media: null } },
  },
  result: {
    data: {
      sendMessage: {
        __typename: 'Message' as const,
        id: 'm1',
        conversationId: 'c9',
        content: 'Habari!',
        mediaUrl: null,
        createdAt: '2026-01-01T10:00:00.000Z',
        isMine: true,
        seen: null,
        sender: profile('me'),
        conversation: { ...conversation('c9', 'kwame', false, 0, 'Habari!'), lastMessage: null },
      },
    },
  },
};

it('lists conversations with their unread counts and the requests apart', async () => {
  renderWithProviders(<MessagesPage />, { mocks: [inbox], route: '/dashboard/messages' });
  const list = await screen.findByTestId('conversation-list');
  const row = within(list).getByRole('link', { name: /@amara/ });
  expect(row).toHaveAttribute('href', '/dashboard/messages/c1');
  expect(within(row).getByLabelText('2 unread messages')).toHaveTextContent('2');
  expect(within(list).queryByText('@stranger')).toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: 'Requests (1)' }));
  expect(await screen.findByRole('link', { name: /@stranger/ })).toHaveAttribute('href', '/dashboard/messages/c2');
});

it('starts a conversation from ?to=, refusing an empty message with its rule, then opens it', async () => {
  renderWithProviders(<MessagesPage />, { mocks: [inbox, sent], route: '/dashboard/messages?to=kwame' });
  await screen.findByText('New message to @kwame');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await findToast('Message not sent');
  expect(screen.getByText(DM_MESSAGES.contentRequired)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Message'), 'Habari!');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/messages/c9'));
});

it('loads the conversations past the first page under the inbox', async () => {
  const page = (ids: string[], hasNextPage: boolean) => ({
    ...connection(ids.map((id) => conversation(id, `friend_${id}`, false, 0, `Hi from ${id}`))),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: ids.at(-1)! },
  });
  const first = {
    request: inbox.request,
    result: { data: { ...inbox.result.data, conversations: page(['c1'], true) } },
  };
  const next = {
    request: { query: MessagesInboxDocument, variables: { first: 30, after: 'c1' } },
    result: { data: { ...inbox.result.data, conversations: page(['c3'], false) } },
  };
  renderWithProviders(<MessagesPage />, { mocks: [first, next], route: '/dashboard/messages' });
  const list = await screen.findByTestId('conversation-list');
  await within(list).findByRole('link', { name: /@friend_c1/ });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await within(list).findByRole('link', { name: /@friend_c3/ });
  expect(within(list).getByRole('link', { name: /@friend_c1/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});
