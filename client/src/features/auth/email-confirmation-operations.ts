import { graphql } from '@/gql';

// E-mail confirmation (issue 33): the dashboard's reminder, its Resend, and the link that lands on /dashboard.
export const EmailConfirmationDocument = graphql(`
  query EmailConfirmation {
    me {
      id
      email
      emailConfirmedAt
    }
  }
`);

export const ConfirmEmailDocument = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token) {
      id
      email
      emailConfirmedAt
    }
  }
`);

export const ResendConfirmationDocument = graphql(`
  mutation ResendConfirmation {
    resendConfirmation
  }
`);
