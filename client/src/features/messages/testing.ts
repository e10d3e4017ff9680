// What other features' tests use (never production code): the shell's Messages badge, with nothing unread and
// nothing arriving.
import type { MockLink } from '@apollo/client/testing';
import {
  ConversationReadDocument,
  MessageAddedDocument,
  MessageRemovedDocument,
  UnreadMessagesCountDocument,
} from '@/gql/graphql';

export const quietMessagesMocks = (): MockLink.MockedResponse[] => [
  {
    request: { query: UnreadMessagesCountDocument },
    result: { data: { unreadMessagesCount: 0 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: MessageAddedDocument },
    result: { data: null },
    delay: 60_000,
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: ConversationReadDocument },
    result: { data: null },
    delay: 60_000,
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: MessageRemovedDocument },
    result: { data: null },
    delay: 60_000,
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];
