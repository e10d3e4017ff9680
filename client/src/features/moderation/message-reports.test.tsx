import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import type { Role } from '@/gql/graphql';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { ModerationQueueDocument, ReportsDocument, ResolveReportDocument } from './moderation-operations';
import { ReportsPage } from './reports-page';

// A reported direct message in Reports & Flags: the message alone, its sender and the reason; remove it, and (admins)
// suspend its sender.
afterEach(() => dismissToast());

const HOUR = 3_600_000;
const sender = { __typename: 'Profile' as const, id: 'u-9', username: 'scammer9' };
const report = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Report' as const,
  id: 'r-7',
  reason: 'SCAM',
  details: 'Asks me for money',
  priority: 'MEDIUM',
  status: 'OPEN',
  resolution: null,
  createdAt: new Date(Date.now() - HOUR).toISOString(),
  reporter: { __typename: 'Profile' as const, id: 'u-2', username: 'amara' },
  reviewedBy: null,
  resolvedAt: null,
  resolvedBy: null,
  item: {
    __typename: 'ModerationItem' as const,
    id: 'i-7',
    kind: 'MESSAGE',
    excerpt: 'Send 5000 and I double it tomorrow',
    reportCount: 1,
    author: sender,
    message: { __typename: 'Message' as const, id: 'm-7', mediaUrl: null },
  },
  ...overrides,
});
const reports = (nodes: Array<ReturnType<typeof report>>, open: number): MockLink.MockedResponse => ({
  request: { query: ReportsDocument, variables: { resolved: false } },
  result: {
    data: {
      reportCounts: { __typename: 'ReportCounts', open, highPriority: 0, resolvedToday: 0 },
      reports: {
        __typename: 'ReportConnection',
        edges: nodes.map((node) => ({ __typename: 'ReportEdge', cursor: node.id, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
});
const emptyQueue: MockLink.MockedResponse = {
  request: { query: ModerationQueueDocument, variables: { status: 'PENDING' } },
  result: {
    data: {
      moderationCounts: { __typename: 'ModerationCounts', pending: 0, approved: 0, removed: 1 },
      moderationQueue: {
        __typename: 'ModerationItemConnection',
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
};

const signedInAs = (role: Role, ui: ReactElement) => {
  const auth: AuthContextValue = {
    user: null,
    session: null,
    loading: false,
    signOut: async () => undefined,
    hasRole: (...roles) => roles.includes(role),
  };
  return <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;
};

it('shows the reported message alone and removes it', async () => {
  const removed: MockLink.MockedResponse = {
    request: { query: ResolveReportDocument, variables: { id: 'r-7', action: 'REMOVE_CONTENT' } },
    result: { data: { resolveReport: report({ status: 'RESOLVED', resolution: 'REMOVED' }) } },
  };
  renderWithProviders(signedInAs('MODERATOR', <ReportsPage />), {
    mocks: [reports([report()], 1), removed, reports([], 0), emptyQueue],
  });
  const card = await screen.findByRole('listitem', { name: 'Scam or fraud' });
  expect(card).toHaveTextContent('Send 5000 and I double it tomorrow');
  expect(card).toHaveTextContent('Reported by @amara · about @scammer9');
  // Suspending is an admin's decision.
  expect(within(card).queryByRole('button', { name: 'Suspend @scammer9' })).toBeNull();

  await userEvent.click(within(card).getByRole('button', { name: 'Take Action' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take action on this report' });
  expect(dialog).toHaveTextContent('Only this message is shown, never the rest of the conversation.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the message' }));
  expect(await findToast('Content removed')).toBeInTheDocument();
  expect(await screen.findByText('No open reports. Reports from the community appear here.')).toBeInTheDocument();
});

it("offers admins to suspend the message's sender, with User Management's dialog", async () => {
  renderWithProviders(signedInAs('ADMIN', <ReportsPage />), { mocks: [reports([report()], 1)] });
  const card = await screen.findByRole('listitem', { name: 'Scam or fraud' });
  await userEvent.click(within(card).getByRole('button', { name: 'Suspend @scammer9' }));
  expect(await screen.findByRole('dialog', { name: 'Suspend @scammer9?' })).toBeInTheDocument();
});
