import { graphql } from '@/gql';

// The session shape every auth mutation returns; the client stores it as-is (spec §3 "Auth session").
export const AuthSessionFragment = graphql(`
  fragment AuthSession_payload on AuthPayload {
    accessToken
    refreshToken
    expiresAt
    user {
      ...AuthUser_user
    }
  }
`);

export const AuthUserFragment = graphql(`
  fragment AuthUser_user on User {
    id
    email
    username
    createdAt
    roles
    profile {
      id
      username
      avatarUrl
    }
  }
`);

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession($refreshToken: String) {
    refreshSession(refreshToken: $refreshToken) {
      ...AuthSession_payload
    }
  }
`);
