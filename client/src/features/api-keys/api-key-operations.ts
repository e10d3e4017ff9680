import { graphql } from '@/gql';

export const ApiKeyItemFragment = graphql(`
  fragment ApiKeyItem_apiKey on ApiKey {
    id
    name
    description
    prefix
    lastFour
    isActive
    tier
    kind
    createdAt
    lastUsedAt
    requestsPerHour
    createdBy {
      id
      username
    }
  }
`);

export const ApiKeysPageDocument = graphql(`
  query ApiKeysPage($kind: ApiKeyKind!) {
    apiKeys(kind: $kind) {
      ...ApiKeyItem_apiKey
    }
  }
`);

export const GenerateApiKeyDocument = graphql(`
  mutation GenerateApiKey($input: GenerateApiKeyInput!) {
    generateApiKey(input: $input) {
      secret
      apiKey {
        ...ApiKeyItem_apiKey
      }
    }
  }
`);

export const DeleteApiKeyDocument = graphql(`
  mutation DeleteApiKey($id: ID!) {
    deleteApiKey(id: $id)
  }
`);
