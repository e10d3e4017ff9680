import { graphql } from '@/gql';

export const PersonalApiKeysFragment = graphql(`
  fragment PersonalApiKeys_query on Query {
    personalApiKeys {
      ...PersonalApiKey_apiKey
    }
  }
`);

export const PersonalApiKeyFragment = graphql(`
  fragment PersonalApiKey_apiKey on ApiKey {
    id
    name
    prefix
    lastFour
    scopes
    tier
    requestsPerHour
    createdAt
    lastUsedAt
  }
`);

export const CreatePersonalApiKeyDocument = graphql(`
  mutation CreatePersonalApiKey($input: CreatePersonalApiKeyInput!) {
    createPersonalApiKey(input: $input) {
      secret
      apiKey {
        ...PersonalApiKey_apiKey
      }
    }
  }
`);

export const DeletePersonalApiKeyDocument = graphql(`
  mutation DeletePersonalApiKey($id: ID!) {
    deletePersonalApiKey(id: $id)
  }
`);
