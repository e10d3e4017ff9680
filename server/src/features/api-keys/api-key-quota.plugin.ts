import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../../graphql/context';
import { checkedViewer } from '../../graphql/context-factory';
import { quotaHeaders, quotaOf } from './api-key-quota';

/** Adds X-RateLimit-* to every HTTP response to a request made with an API key (429s carry them in the error). */
export function apiKeyQuotaHeaders(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          // The key is checked while Apollo prepares the operation (context-factory.ts); a refused key has no quota here.
          const viewer = await checkedViewer(contextValue).catch(() => null);
          const quota = quotaOf(viewer);
          if (quota) for (const [name, value] of quotaHeaders(quota)) response.http.headers.set(name, value);
        },
      };
    },
  };
}
