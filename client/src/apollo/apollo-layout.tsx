import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from './client-instance';

/** Layout route for every screen that talks to the API (lazy-loaded, so Apollo ships in its own chunk). */
export function ApolloLayout() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
