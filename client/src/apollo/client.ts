import { ApolloClient, ApolloLink } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createCache } from './cache';
import { GRAPHQL_PATH } from './endpoints';
import { sessionLink } from './auth-link';
import { lazyWsLink } from './lazy-ws-link';
import { uploadProgressFetch } from './upload-progress-fetch';

export function createApolloClient(): ApolloClient {
  // Multipart uploads and plain requests; the preflight header satisfies the server's CSRF protection.
  // uploadProgressFetch: uploads that ask for progress (create-video/audio) report it.
  const httpLink = new UploadHttpLink({
    uri: GRAPHQL_PATH,
    headers: { 'apollo-require-preflight': 'true' },
    fetch: uploadProgressFetch,
  });
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    lazyWsLink,
    ApolloLink.from([sessionLink, httpLink]),
  );
  return new ApolloClient({ link, cache: createCache() });
}
