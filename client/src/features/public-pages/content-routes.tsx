import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from '@/features/public';
import { lazyPage as page } from '@/lib/lazy-page';
import { HandleGate } from './handle-gate';
import { PublicPostPage, PublicProfilePage, PublicTagPage } from './pages';

const ApolloLayout = page(() => import('@/apollo/apollo-layout'), 'ApolloLayout');

// The paths are common/src/client-routes.ts's CONTENT_PATHS (a test checks that the router and that list agree).
// /@username is a one-segment path: the gate sends every other one-segment path to the 404 page.
export const contentRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        element: <ApolloLayout />,
        children: [
          { path: 'p/:id', element: <PublicPostPage /> },
          { path: 'tag/:tag', element: <PublicTagPage /> },
        ],
      },
    ],
  },
  {
    path: ':handle',
    element: <HandleGate />,
    children: [
      {
        element: <PublicLayout />,
        children: [{ element: <ApolloLayout />, children: [{ index: true, element: <PublicProfilePage /> }] }],
      },
    ],
  },
];
