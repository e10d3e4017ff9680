import { screen, waitFor, within } from '@testing-library/react';
import { emptyStats, realStats, statsMock } from '@/features/analytics/testing';
import { earningsMock } from '@/features/monetize/testing';
import { renderWithProviders } from '@/test/render';
import { CreatorHubPage } from './creator-hub-page';
import { CreatorHubMilestonesDocument } from './income-milestones';

type Milestone = { kind: string; amountMinor?: string; username?: string };
const milestonesMock = (milestones: Milestone[] = []) => ({
  request: { query: CreatorHubMilestonesDocument },
  result: {
    data: {
      supporterInsights: {
        __typename: 'SupporterInsights' as const,
        id: 'me',
        milestones: milestones.map((m) => ({
          __typename: 'IncomeMilestone' as const,
          kind: m.kind,
          at: '2026-11-20T10:00:00.000Z',
          amount: m.amountMinor ? { __typename: 'Money' as const, amountMinor: m.amountMinor, currency: 'USD' } : null,
          person: m.username ? { __typename: 'Profile' as const, id: `p-${m.username}`, username: m.username } : null,
        })),
      },
    },
  },
});

it('shows real views, followers, engagement and revenue with the change from last month', async () => {
  renderWithProviders(<CreatorHubPage />, {
    mocks: [
      statsMock(realStats()),
      earningsMock({ month: { TIPS: '28500' }, lastMonth: { TIPS: '9500' } }),
      milestonesMock(),
    ],
  });
  expect(await screen.findByTestId('hub-views')).toHaveTextContent('Total Views200+25% from last month');
  // 3 followers now, 2 of them new this month: 1 → 3 is +200%.
  expect(screen.getByTestId('hub-followers')).toHaveTextContent('Followers3+200% from last month');
  expect(screen.getByTestId('hub-engagement')).toHaveTextContent('10.00%');
  await waitFor(() =>
    expect(screen.getByTestId('hub-revenue')).toHaveTextContent('Revenue$285.00+200% from last month'),
  );
  expect(screen.queryByTestId('hub-start')).not.toBeInTheDocument();
  const activity = within(screen.getByRole('list', { name: 'Recent Activity' })).getAllByRole('listitem');
  expect(activity).toHaveLength(3);
  expect(activity[0]).toHaveTextContent('Your post "My most watched post #afrobeats #lagos" reached 150 views.');
});

it('links the Quick Actions to create, analytics and energy', () => {
  renderWithProviders(<CreatorHubPage />, { mocks: [statsMock(realStats()), earningsMock(), milestonesMock()] });
  expect(screen.getByRole('link', { name: /Create Content/ })).toHaveAttribute('href', '/dashboard/create');
  expect(screen.getByRole('link', { name: /View Analytics/ })).toHaveAttribute('href', '/dashboard/analytics');
  expect(screen.getByRole('link', { name: /Energy Score/ })).toHaveAttribute('href', '/dashboard/energy');
});

it('shows a new account its real zeros and where its activity will come from, no sample figures', async () => {
  renderWithProviders(<CreatorHubPage />, {
    mocks: [statsMock({ ...emptyStats(), followers: 4 }), earningsMock(), milestonesMock()],
  });
  expect(await screen.findByTestId('hub-views')).toHaveTextContent('Total Views0Same as last month');
  expect(screen.getByTestId('hub-followers')).toHaveTextContent('Followers4');
  await waitFor(() => expect(screen.getByTestId('hub-revenue')).toHaveTextContent('Revenue$0.00Same as last month'));
  expect(screen.getByTestId('hub-start')).toHaveTextContent('Views and engagement appear once your posts are seen.');
  const activity = within(screen.getByRole('list', { name: 'Recent Activity' })).getAllByRole('listitem');
  expect(activity.map((item) => item.textContent)).toEqual([
    'Publish your first post: what it reaches will show here.',
    'New followers this month: 0.',
  ]);
  expect(screen.queryByTestId('sample-badge')).not.toBeInTheDocument();
});

it("puts the creator's income milestones from the ledger first in Recent Activity", async () => {
  renderWithProviders(<CreatorHubPage />, {
    mocks: [
      statsMock({ ...emptyStats(), followers: 1 }),
      earningsMock({ month: { TIPS: '1045' } }),
      milestonesMock([
        { kind: 'LIFETIME_AMOUNT', amountMinor: '1000' },
        { kind: 'FIRST_MEMBER', username: 'ada' },
        { kind: 'FIRST_TIP', amountMinor: '1045', username: 'ada' },
      ]),
    ],
  });
  // The milestones arrive with their own query and come first.
  expect(await screen.findByText('Your lifetime earnings passed $10.00.')).toBeInTheDocument();
  const activity = within(screen.getByRole('list', { name: 'Recent Activity' })).getAllByRole('listitem');
  expect(activity.map((item) => item.textContent)).toEqual([
    'Your lifetime earnings passed $10.00.',
    '@ada became your first member.',
    'Your first tip: $10.45 from @ada.',
  ]);
});
