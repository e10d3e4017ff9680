import type { MockLink } from '@apollo/client/testing';
import type { ApiKeyItem_ApiKeyFragment, ApiKeyKind } from '@/gql/graphql';
import { ApiKeysPageDocument, DeleteApiKeyDocument, GenerateApiKeyDocument } from './api-key-operations';

// Test data for the API key screens: a well-formed key (kuza_live_ + 32 + 6) and its stored parts.
export const SECRET = 'kuza_live_AbCdEfGhIjKlMnOpQrStUvWxYz012345q7W9xZ';

export function apiKey(overrides: Partial<ApiKeyItem_ApiKeyFragment> = {}): ApiKeyItem_ApiKeyFragment {
  // Typenames as the server sends them, so the cache normalizes the mocked answers (the generated types omit them).
  return {
    ...{ __typename: 'ApiKey' },
    id: 'key-1',
    name: 'Mobile app',
    description: null,
    prefix: 'kuza_live_Xy',
    lastFour: '9Qz1',
    isActive: true,
    tier: 'FREE',
    kind: 'API',
    createdAt: '2025-03-01T10:00:00.000Z',
    lastUsedAt: null,
    requestsPerHour: 1000,
    createdBy: { ...{ __typename: 'Profile' }, id: 'admin-1', username: 'kuza_admin' },
    ...overrides,
  };
}

export const listMock = (kind: ApiKeyKind, keys: ApiKeyItem_ApiKeyFragment[]): MockLink.MockedResponse => ({
  request: { query: ApiKeysPageDocument, variables: { kind } },
  result: { data: { apiKeys: keys } },
});

export const generateMock = (
  input: { name: string; description: string | null; kind: ApiKeyKind; tier?: string },
  created: ApiKeyItem_ApiKeyFragment,
  result = jest.fn(() => ({
    data: { generateApiKey: { __typename: 'GeneratedApiKey' as const, secret: SECRET, apiKey: created } },
  })),
): MockLink.MockedResponse => ({ request: { query: GenerateApiKeyDocument, variables: { input } }, result });

export const deleteMock = (
  id: string,
  result = jest.fn(() => ({ data: { deleteApiKey: true } })),
): MockLink.MockedResponse => ({
  request: { query: DeleteApiKeyDocument, variables: { id } },
  result,
});
