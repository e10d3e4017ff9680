import { createApolloClient } from './client';

/** The app's one Apollo Client, created when the first data screen (or a signed-in session) needs it. */
export const apolloClient = createApolloClient();
