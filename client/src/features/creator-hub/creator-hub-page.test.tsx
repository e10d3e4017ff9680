import { screen, waitFor, within } from '@testing-library/react';
import { emptyStats, realStats, statsMock } from '@/features/analytics/testing';
import { earningsMock } from '@/features/monetize/testing';
import { renderWithProviders } from '@/test/render';
import { CreatorHubPage } from './creator-hub-page';

it('shows real views, followers, engagement and revenue with the change from last month', async () => {
  renderWithProviders(<CreatorHubPage />, {
    mocks: [statsMock(realStats()), earningsMock({ month: { TIPS: '28500' }, lastMonth: { TIPS: '9500' } })],
  });
  expect(await screen.findByTestId('hub-views')).toHaveTextContent('Total Views200+25% from last month');
  // 3 followers now, 2 of them new this month: 1 → 3 is +200%.
  expect(screen.getByTestId('hub-followers')).toHaveTextContent('Followers3+200% from last month');
  expect(screen.getByTestId('hub-engagement')).toHaveTextContent('10.00%');
  await waitFor(() =>
    expect(screen.getByTestId('hub-revenue')).toHaveTextContent('Revenue$285.00+200% from last month'),
  );
  expect(screen.getByTestId('hub-revenue')).not.toHaveTextContent('Sample');
  expect(screen.getByTestId('hub-views')).not.toHaveTextContent('Sample');
  const activity = within(screen.getByRole('list', { name: 'Recent Activity' })).getAllByRole('listitem');
  expect(activity).toHaveLength(3);
  expect(activity[0]).toHaveTextContent('Your post "My most watched post #afrobeats #lagos" reached 150 views.');
});

it('links the Quick Actions to create, analytics and energy', () => {
  renderWithProviders(<CreatorHubPage />, { mocks: [statsMock(realStats()), earningsMock()] });
  expect(screen.getByRole('link', { name: /Create Content/ })).toHaveAttribute('href', '/dashboard/create');
  expect(screen.getByRole('link', { name: /View Analytics/ })).toHaveAttribute('href', '/dashboard/analytics');
  expect(screen.getByRole('link', { name: /Energy Score/ })).toHaveAttribute('href', '/dashboard/energy');
});

it('marks sample views and activity for a new account, keeping its real followers', async () => {
  renderWithProviders(<CreatorHubPage />, { mocks: [statsMock({ ...emptyStats(), followers: 4 }), earningsMock()] });
  expect(await screen.findByTestId('hub-views')).toHaveTextContent('Sample');
  expect(screen.getByTestId('hub-followers')).toHaveTextContent('Followers4');
  expect(screen.getByTestId('hub-followers')).not.toHaveTextContent('Sample');
  await waitFor(() => expect(screen.getByTestId('hub-revenue')).toHaveTextContent('Revenue$0.00Same as last month'));
  expect(screen.getByText('Your Energy Score rose to 87.')).toBeInTheDocument();
  expect(screen.getByTestId('sample-badge')).toBeInTheDocument();
});
