import { graphql } from '@/gql';

// The operations the auth provider runs on every page (the app's entry): kept apart from the sign-in screens' so
// the landing page does not download those.

export const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...AuthUser_user
    }
  }
`);
