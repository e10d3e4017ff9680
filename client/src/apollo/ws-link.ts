import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { LIMITS } from '@kuza/common';
import { graphqlWsUrl } from './endpoints';
import { sessionStore } from './session-store';
import { socketCredentials } from './ws-credentials';

const backoff = LIMITS.realtime.reconnectBackoffMs;

/** Spec §9: reconnect after 1 s, 2 s, 5 s, 10 s, then every 10 s. */
export function reconnectDelayMs(retries: number): number {
  return backoff[Math.min(retries, backoff.length - 1)];
}

export function createWsClient(url = graphqlWsUrl()): Client {
  const credentials = socketCredentials();
  let userId = sessionStore.get()?.user.id;
  const client = createClient({
    url,
    lazy: true,
    // Read per connection so a reconnect always carries the newest access token (refreshed after a 4403).
    connectionParams: async () => {
      const params = await credentials.connectionParams();
      userId = sessionStore.get()?.user.id; // the user this socket acts as
      return params;
    },
    keepAlive: LIMITS.realtime.heartbeatMs,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    on: { closed: (event) => credentials.onClosed(event) },
  });

  // A socket is authenticated once, at connection: reconnect when the signed-in user changes (but not for the
  // change a reconnecting socket's own refresh makes: it connects with the outcome).
  sessionStore.subscribe(() => {
    const next = sessionStore.get()?.user.id;
    if (next === userId || credentials.isRefreshing()) return;
    userId = next;
    client.terminate();
  });
  return client;
}

export function createWsLink(client: Client = createWsClient()): GraphQLWsLink {
  return new GraphQLWsLink(client);
}
