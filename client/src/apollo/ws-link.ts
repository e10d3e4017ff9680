import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { LIMITS } from '@kuza/common';
import { graphqlWsUrl } from './endpoints';
import { sessionStore } from './session-store';

const backoff = LIMITS.realtime.reconnectBackoffMs;

/** Spec §9: reconnect after 1 s, 2 s, 5 s, 10 s, then every 10 s. */
export function reconnectDelayMs(retries: number): number {
  return backoff[Math.min(retries, backoff.length - 1)];
}

export function createWsClient(url = graphqlWsUrl()): Client {
  const client = createClient({
    url,
    lazy: true,
    // Read per connection so a reconnect always carries the newest access token.
    connectionParams: () => {
      const session = sessionStore.get();
      return session ? { authorization: `Bearer ${session.accessToken}` } : {};
    },
    keepAlive: LIMITS.realtime.heartbeatMs,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
  });

  // A socket is authenticated once, at connection: reconnect when the signed-in user changes.
  let userId = sessionStore.get()?.user.id;
  sessionStore.subscribe(() => {
    const next = sessionStore.get()?.user.id;
    if (next === userId) return;
    userId = next;
    client.terminate();
  });
  return client;
}

export function createWsLink(client: Client = createWsClient()): GraphQLWsLink {
  return new GraphQLWsLink(client);
}
