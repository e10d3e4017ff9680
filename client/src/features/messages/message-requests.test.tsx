import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import {
  ConversationReadDocument,
  DeclineMessageRequestDocument,
  MarkConversationReadDocument,
  MessageAddedDocument,
  MessageRemovedDocument,
  MessageThreadDocument,
  MessagesInboxDocument,
  UnreadMessagesCountDocument,
} from './message-operations';
import { MessagesPage } from './messages-page';
import { UnreadMessagesBadge } from './unread-messages-badge';

// Declining a message request, "Seen" arriving live and a message moderators removed leaving at once, on the Messages
// screen (the sidebar badge keeps it live).
afterEach(() => dismissToast());

const profile = (id: string) => ({ __typename: 'Profile' as const, id, username: id, avatarUrl: null });
const conversation = (id: string, other: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Conversation' as const,
  id,
  isRequest: false,
  declined: false,
  unreadCount: 0,
  lastMessageAt: '2026-01-01T10:00:00.000Z',
  otherReadAt: null as string | null,
  other: profile(other),
  lastMessage: null,
  ...overrides,
});
const connection = (nodes: Array<ReturnType<typeof conversation>>) => ({
  __typename: 'ConversationConnection' as const,
  edges: nodes.map((node) => ({ __typename: 'ConversationEdge' as const, cursor: node.id, node })),
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
});
const inbox = (
  requests: Array<ReturnType<typeof conversation>>,
  unreadRequests: number,
  conversations = [conversation('c1', 'amara')],
) => ({
  request: { query: MessagesInboxDocument, variables: { first: 30 } },
  result: {
    data: {
      conversations: connection(conversations),
      messageRequests: connection(requests),
      unreadMessageRequestsCount: unreadRequests,
      messageSettings: { __typename: 'MessageSettings' as const, id: 'me', readReceipts: true },
    },
  },
});
const message = (id: string, content: string, isMine: boolean, createdAt: string) => ({
  __typename: 'Message' as const,
  id,
  conversationId: 'c1',
  content,
  mediaUrl: null,
  createdAt,
  isMine,
  seen: isMine ? false : null,
  sender: profile(isMine ? 'me' : 'amara'),
});
const thread = (id: string, node: ReturnType<typeof conversation>, messages: Array<ReturnType<typeof message>>) => ({
  request: { query: MessageThreadDocument, variables: { conversationId: id, first: 20 } },
  result: {
    data: {
      conversation: node,
      messages: {
        __typename: 'MessageConnection' as const,
        edges: messages.map((m) => ({ __typename: 'MessageEdge' as const, cursor: m.id, node: m })),
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      },
    },
  },
});
// The Messages screen at its two addresses, beside the sidebar badge that keeps it live.
const screenWithBadge = (
  <>
    <UnreadMessagesBadge />
    <Routes>
      <Route path="dashboard/messages" element={<MessagesPage />} />
      <Route path="dashboard/messages/:conversationId" element={<MessagesPage />} />
    </Routes>
  </>
);

// The badge's own query and subscriptions, quiet unless a test says otherwise.
const live = (read?: MockLink.MockedResponse, removed?: MockLink.MockedResponse): MockLink.MockedResponse[] => [
  { request: { query: UnreadMessagesCountDocument }, result: { data: { unreadMessagesCount: 0 } } },
  { request: { query: MessageAddedDocument }, result: { data: null }, delay: 60_000 },
  read ?? { request: { query: ConversationReadDocument }, result: { data: null }, delay: 60_000 },
  removed ?? { request: { query: MessageRemovedDocument }, result: { data: null }, delay: 60_000 },
];

it('declines a request: it leaves the Requests tab and its count at once, and the screen goes back to the list', async () => {
  const request = conversation('c2', 'stranger', { isRequest: true, unreadCount: 2 });
  const stranger = { ...message('m9', 'Buy my course?', false, '2026-01-01T09:00:00.000Z'), conversationId: 'c2' };
  const mocks: MockLink.MockedResponse[] = [
    inbox([request], 2),
    thread('c2', request, [stranger]),
    ...live(),
    {
      request: { query: MarkConversationReadDocument, variables: { id: 'c2' } },
      result: { data: { markConversationRead: { __typename: 'Conversation', id: 'c2', unreadCount: 0 } } },
    },
    {
      request: { query: DeclineMessageRequestDocument, variables: { id: 'c2' } },
      result: {
        data: { declineMessageRequest: { ...request, isRequest: false, declined: true, unreadCount: 0 } },
      },
    },
  ];
  renderWithProviders(screenWithBadge, { mocks, route: '/dashboard/messages/c2' });
  const header = await screen.findByRole('region', { name: 'Conversation with @stranger' });
  // Opening it reads it: the Requests tab stops counting it.
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Requests' })).toBeInTheDocument());

  await userEvent.click(within(header).getByRole('button', { name: 'Decline' }));
  expect(await findToast('Request declined')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/dashboard\/messages$/));
  await userEvent.click(screen.getByRole('tab', { name: 'Requests' }));
  expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /@stranger/ })).toBeNull();
});

it('shows "Seen" under my latest message as soon as the other participant reads it', async () => {
  const opened = conversation('c1', 'amara');
  const messages = [
    message('m2', 'Are you coming?', true, '2026-01-01T10:05:00.000Z'),
    message('m1', 'Hi!', false, '2026-01-01T10:00:00.000Z'),
  ];
  const read: MockLink.MockedResponse = {
    request: { query: ConversationReadDocument },
    result: {
      data: {
        conversationRead: { __typename: 'Conversation', id: 'c1', otherReadAt: '2026-01-01T10:06:00.000Z' },
      },
    },
    delay: 300,
  };
  renderWithProviders(screenWithBadge, {
    mocks: [inbox([], 0), thread('c1', opened, messages), ...live(read)],
    route: '/dashboard/messages/c1',
  });
  const bubbles = await screen.findAllByTestId('message-bubble');
  expect(bubbles.map((b) => b.textContent)).toEqual(['Hi!', 'Are you coming?']);
  expect(screen.queryByText('Seen')).toBeNull();
  expect(await screen.findByText('Seen')).toBeInTheDocument();
});

it('drops a message moderators removed from the open conversation and its preview, without a reload', async () => {
  const preview = (id: string, content: string) => ({
    __typename: 'Message' as const,
    id,
    content,
    mediaUrl: null,
    isMine: false,
  });
  const opened = conversation('c1', 'amara', { lastMessage: preview('m2', 'Send me your PIN') });
  const messages = [
    message('m2', 'Send me your PIN', false, '2026-01-01T10:05:00.000Z'),
    message('m1', 'Hi!', false, '2026-01-01T10:00:00.000Z'),
  ];
  const removed: MockLink.MockedResponse = {
    request: { query: MessageRemovedDocument },
    result: {
      data: {
        messageRemoved: {
          __typename: 'RemovedMessage',
          messageId: 'm2',
          conversationId: 'c1',
          conversation: conversation('c1', 'amara', { lastMessage: preview('m1', 'Hi!') }),
        },
      },
    },
    delay: 300,
  };
  renderWithProviders(screenWithBadge, {
    mocks: [inbox([], 0, [opened]), thread('c1', opened, messages), ...live(undefined, removed)],
    route: '/dashboard/messages/c1',
  });
  const bubbles = await screen.findAllByTestId('message-bubble');
  expect(bubbles.map((b) => b.textContent)).toEqual(['Hi!', 'Send me your PIN']);
  await waitFor(() => expect(screen.queryByText('Send me your PIN')).toBeNull());
  expect(screen.getAllByTestId('message-bubble').map((b) => b.textContent)).toEqual(['Hi!']);
  expect(within(screen.getByTestId('conversation-list')).getByText('Hi!')).toBeInTheDocument();
});
