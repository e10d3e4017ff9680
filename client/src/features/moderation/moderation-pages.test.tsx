import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { ContentModerationPage } from './content-moderation-page';
import {
  ModerateContentDocument,
  ModerationQueueDocument,
  ReportsDocument,
  ResolveReportDocument,
  ReviewReportDocument,
} from './moderation-operations';
import { ReportsPage } from './reports-page';

afterEach(() => dismissToast());

const HOUR = 3_600_000;
const item = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ModerationItem' as const,
  id,
  kind: 'POST',
  status: 'PENDING',
  excerpt: 'Brand new phones at half price, pay by mobile money only',
  autoFlagged: false,
  reasons: ['SCAM', 'SPAM'],
  reportCount: 3,
  createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  commentId: null,
  author: { __typename: 'Profile' as const, id: 'u-9', username: 'deals4u' },
  post: { __typename: 'Post' as const, id: 'p-1' },
  message: null,
  decidedAt: null,
  decidedBy: null,
  ...overrides,
});

const queue = (
  items: Array<ReturnType<typeof item>>,
  counts: { pending: number; approved: number; removed: number },
  status = 'PENDING',
): MockLink.MockedResponse => ({
  request: { query: ModerationQueueDocument, variables: { status } },
  result: {
    data: {
      moderationCounts: { __typename: 'ModerationCounts', ...counts },
      moderationQueue: {
        __typename: 'ModerationItemConnection',
        edges: items.map((node) => ({ __typename: 'ModerationItemEdge', cursor: node.id, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: items.at(-1)?.id ?? null },
      },
    },
  },
});

describe('Content Moderation', () => {
  const auto = item('i-2', {
    kind: 'COMMENT',
    excerpt: 'You absolute b******',
    autoFlagged: true,
    reasons: ['OFFENSIVE_LANGUAGE'],
    reportCount: 0,
    commentId: 'c-1',
  });

  it('shows the real counters and the flagged posts and comments with why they are there', async () => {
    renderWithProviders(<ContentModerationPage />, {
      mocks: [queue([item('i-1'), auto], { pending: 2, approved: 5, removed: 1 })],
    });
    expect(await screen.findByTestId('stat-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-approved')).toHaveTextContent('5');
    expect(screen.getByTestId('stat-removed')).toHaveTextContent('1');
    const [post, comment] = screen.getAllByRole('listitem');
    expect(post).toHaveTextContent('Scam or fraud');
    expect(post).toHaveTextContent('Spam');
    expect(post).toHaveTextContent('Reports: 3');
    expect(post).toHaveTextContent('Post by @deals4u · 2 hours ago');
    expect(comment).toHaveTextContent('Offensive language');
    expect(comment).toHaveTextContent('Flagged by Auto-moderation');
    expect(comment).toHaveTextContent('Comment by @deals4u');

    await userEvent.click(within(post).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flagged for: Scam or fraud, Spam' });
    expect(within(dialog).getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/dashboard/post/p-1');
  });

  it('approves an item, then shows the queue and counters as the server has them', async () => {
    const approve: MockLink.MockedResponse = {
      request: { query: ModerateContentDocument, variables: { id: 'i-1', decision: 'APPROVE' } },
      result: { data: { moderateContent: item('i-1', { status: 'APPROVED' }) } },
    };
    renderWithProviders(<ContentModerationPage />, {
      mocks: [
        queue([item('i-1'), auto], { pending: 2, approved: 5, removed: 1 }),
        approve,
        queue([auto], { pending: 1, approved: 6, removed: 1 }),
      ],
    });
    const [post] = await screen.findAllByRole('listitem');
    await userEvent.click(within(post).getByRole('button', { name: 'Approve' }));
    expect(await findToast('Content approved')).toBeInTheDocument();
    expect(screen.getByTestId('stat-approved')).toHaveTextContent('6');
    expect(screen.getAllByRole('listitem', { name: 'Flagged item by deals4u' })).toHaveLength(1);
  });

  it('asks before removing, and says so when another moderator decided first', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: ModerateContentDocument, variables: { id: 'i-1', decision: 'REMOVE' } },
      result: { errors: [serverError('BAD_USER_INPUT', 'moderation.itemAlreadyDecided', { field: 'id' })] },
    };
    renderWithProviders(<ContentModerationPage />, {
      mocks: [
        queue([item('i-1')], { pending: 1, approved: 0, removed: 0 }),
        remove,
        queue([], { pending: 0, approved: 0, removed: 1 }),
      ],
    });
    const [post] = await screen.findAllByRole('listitem');
    await userEvent.click(within(post).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this post for everyone?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await findToast('The decision was not saved')).toBeInTheDocument();
    expect(screen.getByText('This item was already reviewed.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review. Reported posts and comments appear here.')).toBeInTheDocument();
  });
});

describe('Content Moderation history', () => {
  const mod = { __typename: 'Profile' as const, id: 'u-1', username: 'mod_jane' };
  it('lists approved and removed content with who decided and when, without decision buttons', async () => {
    const approved = item('i-3', {
      status: 'APPROVED',
      decidedAt: new Date(Date.now() - HOUR).toISOString(),
      decidedBy: mod,
    });
    const removed = item('i-4', {
      status: 'REMOVED',
      post: null,
      decidedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      decidedBy: null,
    });
    const counts = { pending: 0, approved: 1, removed: 1 };
    renderWithProviders(<ContentModerationPage />, {
      mocks: [queue([], counts), queue([approved], counts, 'APPROVED'), queue([removed], counts, 'REMOVED')],
    });
    expect(await screen.findByText('Nothing to review. Reported posts and comments appear here.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const decided = await screen.findByRole('listitem', { name: 'Flagged item by deals4u' });
    expect(decided).toHaveTextContent('Approved by @mod_jane · 1 hour ago');
    expect(within(decided).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Removed' }));
    expect(await screen.findByText('Removed · 3 hours ago')).toBeInTheDocument();
    // The removed post is gone: its text stays here, with no link to it.
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: 'Open the post' })).not.toBeInTheDocument();
  });

  it('opens on the tab the address names', async () => {
    renderWithProviders(<ContentModerationPage />, {
      route: '/dashboard/admin/moderation?status=removed',
      mocks: [queue([], { pending: 3, approved: 0, removed: 0 }, 'REMOVED')],
    });
    expect(await screen.findByText('Nothing removed yet. Content you remove is listed here.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Removed' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Reports & Flags', () => {
  const report = (id: string, overrides: Record<string, unknown> = {}) => ({
    __typename: 'Report' as const,
    id,
    reason: 'HARASSMENT',
    details: 'Aimed at me after my last video',
    priority: 'HIGH',
    status: 'OPEN',
    resolution: null,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    reporter: { __typename: 'Profile' as const, id: 'u-2', username: 'amara' },
    reviewedBy: null,
    resolvedAt: null,
    resolvedBy: null,
    item: item('i-1', { excerpt: 'Nobody wants to hear your music', reasons: ['HARASSMENT'], reportCount: 1 }),
    ...overrides,
  });
  const reports = (
    nodes: Array<ReturnType<typeof report>>,
    counts: { open: number; highPriority: number; resolvedToday: number },
    resolved = false,
  ): MockLink.MockedResponse => ({
    request: { query: ReportsDocument, variables: { resolved } },
    result: {
      data: {
        reportCounts: { __typename: 'ReportCounts', ...counts },
        reports: {
          __typename: 'ReportConnection',
          edges: nodes.map((node) => ({ __typename: 'ReportEdge', cursor: node.id, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  });

  it('reviews a report (others see who has it) and dismisses it', async () => {
    const reviewed: MockLink.MockedResponse = {
      request: { query: ReviewReportDocument, variables: { id: 'r-1' } },
      result: {
        data: {
          reviewReport: report('r-1', {
            status: 'IN_REVIEW',
            reviewedBy: { __typename: 'Profile', id: 'u-1', username: 'mod_jane' },
          }),
        },
      },
    };
    const dismissed: MockLink.MockedResponse = {
      request: { query: ResolveReportDocument, variables: { id: 'r-1', action: 'DISMISS' } },
      result: { data: { resolveReport: report('r-1', { status: 'RESOLVED', resolution: 'DISMISSED' }) } },
    };
    renderWithProviders(<ReportsPage />, {
      mocks: [
        reports([report('r-1')], { open: 1, highPriority: 1, resolvedToday: 4 }),
        reviewed,
        dismissed,
        reports([], { open: 0, highPriority: 0, resolvedToday: 5 }),
        queue([], { pending: 0, approved: 1, removed: 0 }),
      ],
    });
    const card = await screen.findByRole('listitem', { name: 'Harassment or bullying' });
    expect(screen.getByTestId('stat-open')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-high-priority')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-resolved-today')).toHaveTextContent('4');
    expect(card).toHaveTextContent('High priority');
    expect(card).toHaveTextContent('Aimed at me after my last video');
    expect(card).toHaveTextContent('Reported by @amara · about @deals4u · 3 hours ago');

    await userEvent.click(within(card).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harassment or bullying' });
    expect(dialog).toHaveTextContent('Nobody wants to hear your music');
    expect(await within(card).findByText('In review by @mod_jane')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await findToast('Report dismissed')).toBeInTheDocument();
    expect(await screen.findByText('No open reports. Reports from the community appear here.')).toBeInTheDocument();
    expect(screen.getByTestId('stat-resolved-today')).toHaveTextContent('5');
  });

  it('lists resolved reports with what was done, by whom and when', async () => {
    const mod = { __typename: 'Profile' as const, id: 'u-1', username: 'mod_jane' };
    const done = report('r-2', {
      status: 'RESOLVED',
      resolution: 'REMOVED',
      resolvedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      resolvedBy: mod,
    });
    const counts = { open: 0, highPriority: 0, resolvedToday: 1 };
    renderWithProviders(<ReportsPage />, { mocks: [reports([], counts), reports([done], counts, true)] });
    expect(await screen.findByText('No open reports. Reports from the community appear here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    const card = await screen.findByRole('listitem', { name: 'Harassment or bullying' });
    expect(card).toHaveTextContent('Content removed by @mod_jane · 2 hours ago');
    expect(within(card).queryByRole('button', { name: 'Take Action' })).not.toBeInTheDocument();
  });
});
