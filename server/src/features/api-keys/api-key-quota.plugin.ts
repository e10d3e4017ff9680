import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../../graphql/context';
import { quotaHeaders, quotaOf } from './api-key-quota';

/** Adds X-RateLimit-* to every HTTP response to a request made with an API key (429s carry them in the error). */
export function apiKeyQuotaHeaders(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ contextValue, response }) {
      const quota = quotaOf(contextValue.viewer);
      if (quota) for (const [name, value] of quotaHeaders(quota)) response.http.headers.set(name, value);
    },
  };
}
