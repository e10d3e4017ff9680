import type { ApolloClient } from '@apollo/client';

// Apollo stays out of the landing page's download: screens with data load it through their layout,
// and the auth provider loads it only when there is a session to verify or revoke.
let loaded: ApolloClient | undefined;

export async function loadApolloClient(): Promise<ApolloClient> {
  loaded ??= (await import('./client-instance')).apolloClient;
  return loaded;
}

/** The client if something already loaded it; signing out only clears a cache that exists. */
export function loadedApolloClient(): ApolloClient | undefined {
  return loaded;
}
