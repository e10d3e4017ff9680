import { graphql } from '../../gql';

// The auth operations as the web client sends them.
export const AUTH_SESSION = graphql(`
  fragment AuthSession on AuthPayload {
    user {
      id
      email
      username
      createdAt
      roles
      profile {
        id
        username
      }
    }
    accessToken
    refreshToken
    expiresAt
  }
`);
export const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...AuthSession
    }
  }
`);
export const SIGN_IN = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...AuthSession
    }
  }
`);
export const REFRESH = graphql(`
  mutation Refresh($token: String) {
    refreshSession(refreshToken: $token) {
      ...AuthSession
    }
  }
`);
export const SIGN_OUT = graphql(`
  mutation SignOut {
    signOut
  }
`);
export const ME = graphql(`
  query Me {
    me {
      id
      email
      username
      roles
    }
  }
`);
export const REQUEST_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);
export const RESET = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      ...AuthSession
    }
  }
`);
