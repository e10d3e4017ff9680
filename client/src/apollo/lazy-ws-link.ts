import { ApolloLink } from '@apollo/client/link';
import { from, switchMap } from 'rxjs';

let wsLink: Promise<ApolloLink> | undefined;

/** Subscriptions only: graphql-ws is downloaded, and the socket opened, on the first subscription. */
export const lazyWsLink = new ApolloLink((operation, forward) => {
  wsLink ??= import('./ws-link').then(({ createWsLink }) => createWsLink());
  return from(wsLink).pipe(switchMap((link) => link.request(operation, forward)));
});
