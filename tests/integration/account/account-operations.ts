import { graphql } from '../../gql';

// The account operations of issue 33, as the web client sends them.
export const ACCOUNT_ME = graphql(`
  query AccountMe {
    me {
      id
      email
      emailConfirmedAt
      pendingEmail
    }
  }
`);
export const CONFIRM_EMAIL = graphql(`
  mutation AccountConfirmEmail($token: String!) {
    confirmEmail(token: $token) {
      id
      email
      emailConfirmedAt
    }
  }
`);
export const RESEND = graphql(`
  mutation AccountResendConfirmation {
    resendConfirmation
  }
`);
export const CHANGE_PASSWORD = graphql(`
  mutation AccountChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
export const CHANGE_EMAIL = graphql(`
  mutation AccountChangeEmail($newEmail: String!, $password: String!) {
    changeEmail(newEmail: $newEmail, password: $password)
  }
`);
export const SESSIONS = graphql(`
  query AccountSessions {
    sessions {
      id
      device
      city
      country
      countryCode
      createdAt
      lastSeenAt
      current
    }
  }
`);
export const REVOKE_SESSION = graphql(`
  mutation AccountRevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`);
export const REVOKE_OTHERS = graphql(`
  mutation AccountRevokeOthers {
    revokeOtherSessions
  }
`);
export const ACCOUNT_SIGN_UP = graphql(`
  mutation AccountSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      accessToken
      refreshToken
      user {
        id
        email
        emailConfirmedAt
      }
    }
  }
`);
export const ACCOUNT_SIGN_IN = graphql(`
  mutation AccountSignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      user {
        id
      }
    }
  }
`);
export const ACCOUNT_LANGUAGE = graphql(`
  query AccountLanguageOfSettings {
    mySettings {
      id
      language
    }
  }
`);
