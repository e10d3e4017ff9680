import type { RouteObject } from 'react-router-dom';
import { TranslatePage } from '@/features/language/pages';
import { lazyPage as page } from '@/lib/lazy-page';
import { PublicLayout } from './public-layout';

// Every public page is its own chunk; the layout (header and footer) ships with the app and stays mounted between them.

const ApolloLayout = page(() => import('@/apollo/apollo-layout'), 'ApolloLayout');
const LandingPage = page(() => import('./landing-page'), 'LandingPage');
const ExplorePage = page(() => import('./explore-page'), 'ExplorePage');
const CreatorsPage = page(() => import('./creators-page'), 'CreatorsPage');
const EarningsPage = page(() => import('./earnings-page'), 'EarningsPage');
const MarketplacePage = page(() => import('./marketplace-page'), 'MarketplacePage');
const DocumentationPage = page(() => import('./documentation-page'), 'DocumentationPage');
const CommunityPage = page(() => import('./community-page'), 'CommunityPage');
const AboutPage = page(() => import('./about-page'), 'AboutPage');
const ContactPage = page(() => import('./contact-page'), 'ContactPage');
const PrivacyPage = page(() => import('./legal-page'), 'PrivacyPage');
const TermsPage = page(() => import('./legal-page'), 'TermsPage');

/** The public site of spec §2.1 under one layout route. Pages that talk to the API sit inside ApolloLayout. */
export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    { index: true, element: <LandingPage /> },
    { path: 'creators', element: <CreatorsPage /> },
    { path: 'earnings', element: <EarningsPage /> },
    { path: 'marketplace', element: <MarketplacePage /> },
    { path: 'documentation', element: <DocumentationPage /> },
    { path: 'community', element: <CommunityPage /> },
    { path: 'about', element: <AboutPage /> },
    { path: 'translate', element: <TranslatePage /> },
    { path: 'privacy', element: <PrivacyPage /> },
    { path: 'terms', element: <TermsPage /> },
    {
      element: <ApolloLayout />,
      children: [
        { path: 'explore', element: <ExplorePage /> },
        { path: 'contact', element: <ContactPage /> },
      ],
    },
  ],
};
