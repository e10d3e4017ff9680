// The API lives on the page's own origin (the server serves the SPA; Vite proxies it in development).
export const GRAPHQL_PATH = '/graphql';

/** ws:// or wss:// URL of /graphql on the current host, for graphql-ws subscriptions. */
export function graphqlWsUrl(location: Location = window.location): string {
  const url = new URL(GRAPHQL_PATH, location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
