import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore, type Session } from '@/apollo/session-store';
import { AuthProvider } from '@/features/auth';
import {
  FeedNewPostsDocument,
  FeedPageDocument,
  DetectLocationDocument,
  EmailConfirmationDocument,
  MyLocationDocument,
  NotificationAddedDocument,
  NotificationsBadgeDocument,
} from '@/gql/graphql';
import { resetLocationDetection } from '@/features/location/testing';
import { earningsMock, paymentModeMock } from '@/features/monetize/testing';
import { quietMessagesMocks } from '@/features/messages/testing';
import { mySettingsMock } from '@/features/settings/testing';
import { sessionPayload } from '@/test/render';
import { DashboardApp } from './dashboard-app';

const always = () => true;

// Test helper: what the signed-in shell asks the server on any dashboard page (settings for the theme, the
// location detection with its saved location) and the home feed, answered as a server would for a new account.
const shellMocks = (): MockLink.MockedResponse[] => [
  { ...mySettingsMock(), maxUsageCount: Number.POSITIVE_INFINITY },
  // The earnings panel: a new account's zeros, in test mode.
  earningsMock(),
  paymentModeMock('TEST'),
  // The e-mail confirmation reminder (issue 33): a confirmed account shows none.
  {
    request: { query: EmailConfirmationDocument },
    result: {
      data: {
        me: { __typename: 'User', id: 'user-1', email: 'amina@example.com', emailConfirmedAt: '2025-01-01T00:00:00Z' },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: DetectLocationDocument, variables: always },
    result: {
      data: {
        detectLocation: {
          __typename: 'DetectLocationResult',
          success: true,
          error: null,
          location: {
            __typename: 'DetectedLocation',
            country: 'Kenya',
            countryCode: 'KE',
            city: 'Nairobi',
            source: 'IP',
          },
        },
      },
    },
  },
  {
    request: { query: MyLocationDocument },
    result: {
      data: {
        myLocation: {
          __typename: 'SavedLocation',
          country: 'Kenya',
          countryCode: 'KE',
          city: 'Nairobi',
          updatedAt: '2025-01-01T00:00:00.000Z',
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: FeedPageDocument, variables: always },
    result: {
      data: {
        feed: {
          __typename: 'PostConnection',
          edges: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          message: null,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  // No one posts while the test runs.
  {
    request: { query: FeedNewPostsDocument },
    result: { data: null },
    delay: 60_000,
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  // The top bar's bell: nothing unread, and nothing arrives.
  {
    request: { query: NotificationsBadgeDocument },
    result: { data: { unreadNotificationsCount: 0 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: NotificationAddedDocument },
    result: { data: null },
    delay: 60_000,
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  // The sidebar's Messages badge: nothing unread, and nothing arrives.
  ...quietMessagesMocks(),
];

/** Renders the signed-in dashboard at `path` for `session`; /auth shows "Auth screen". */
export function renderDashboard(
  path: string,
  session: Session = sessionPayload,
  pageMocks: MockLink.MockedResponse[] = [],
) {
  sessionStore.set(session);
  resetLocationDetection();
  return render(
    <MockedProvider mocks={[...shellMocks(), ...pageMocks]}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardApp />} />
            <Route path="/auth" element={<p>Auth screen</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}
