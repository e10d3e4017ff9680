import { graphql } from '@/gql';

// Settings → Account (issue 33): password, e-mail, signed-in devices.
export const AccountPageDocument = graphql(`
  query AccountPage {
    me {
      id
      email
      emailConfirmedAt
      pendingEmail
    }
    sessions {
      ...SessionsList_session
    }
  }
`);

export const SessionsListFragment = graphql(`
  fragment SessionsList_session on AccountSession {
    id
    device
    city
    country
    createdAt
    lastSeenAt
    current
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const ChangeEmailDocument = graphql(`
  mutation ChangeEmail($newEmail: String!, $password: String!) {
    changeEmail(newEmail: $newEmail, password: $password)
  }
`);

export const RevokeSessionDocument = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`);

export const RevokeOtherSessionsDocument = graphql(`
  mutation RevokeOtherSessions {
    revokeOtherSessions
  }
`);
