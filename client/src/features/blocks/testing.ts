// What other features' tests use (never production code): the blocked and muted lists as the server answers them.
import type { MockLink } from '@apollo/client/testing';
import { ControlListsDocument } from './block-operations';

const person = (username: string) => ({
  __typename: 'Profile' as const,
  id: `u-${username}`,
  username,
  avatarUrl: null,
});

export const controlListsMock = (blocked: string[] = [], muted: string[] = []): MockLink.MockedResponse => ({
  request: { query: ControlListsDocument },
  result: { data: { blockedProfiles: blocked.map(person), mutedProfiles: muted.map(person) } },
});
