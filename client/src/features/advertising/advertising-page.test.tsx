import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { AdvertisingPage } from './advertising-page';

afterEach(() => dismissToast());

it('totals the sample campaigns: spent, impressions, clicks and the average CTR', () => {
  renderWithProviders(<AdvertisingPage />);
  expect(screen.getByTestId('sample-badge')).toHaveTextContent('Sample data');
  expect(screen.getByTestId('total-spent')).toHaveTextContent('$725.65');
  expect(screen.getByTestId('total-impressions')).toHaveTextContent('96,900');
  expect(screen.getByTestId('total-clicks')).toHaveTextContent('2,400');
  // 2,400 / 96,900 × 100 = 2.4767… → 2.48
  expect(screen.getByTestId('total-ctr')).toHaveTextContent('2.48%');
});

it('shows each campaign with its CTR to two decimals and the budget bar capped at 100%', () => {
  renderWithProviders(<AdvertisingPage />);
  const active = within(screen.getByTestId('campaign-c1'));
  expect(active.getByTestId('campaign-budget')).toHaveTextContent('$500.00');
  expect(active.getByTestId('campaign-spent')).toHaveTextContent('$342.50');
  expect(active.getByTestId('campaign-impressions')).toHaveTextContent('45,200');
  expect(active.getByTestId('campaign-ctr')).toHaveTextContent('2.50%');
  expect(active.getByTestId('campaign-budget-used')).toHaveTextContent('Budget used: 69%');
  const overspent = within(screen.getByTestId('campaign-c3'));
  expect(overspent.getByTestId('campaign-budget-used')).toHaveTextContent('Budget used: 100%');
  expect(overspent.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(within(screen.getByTestId('campaign-c4')).getByTestId('campaign-ctr')).toHaveTextContent('0.00%');
});

it('colours each status and toggles pause/resume locally', async () => {
  renderWithProviders(<AdvertisingPage />);
  const statuses = screen.getAllByTestId('campaign-status');
  expect(statuses.map((s) => s.textContent)).toEqual(['Active', 'Paused', 'Completed', 'Draft']);
  expect(new Set(statuses.map((s) => s.className)).size).toBe(4);
  expect(within(screen.getByTestId('campaign-c3')).queryByRole('button')).not.toBeInTheDocument();
  expect(within(screen.getByTestId('campaign-c4')).queryByRole('button')).not.toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Pause Lagos Nights EP launch' }));
  expect(await findToast('Campaign paused')).toBeInTheDocument();
  expect(within(screen.getByTestId('campaign-c1')).getByTestId('campaign-status')).toHaveTextContent('Paused');
  await user.click(screen.getByRole('button', { name: 'Resume Afrobeats Masterclass sign-ups' }));
  expect(within(screen.getByTestId('campaign-c2')).getByTestId('campaign-status')).toHaveTextContent('Active');
});

it('Create Campaign goes to the wizard', async () => {
  renderWithProviders(<AdvertisingPage />, { route: '/dashboard/advertising' });
  await userEvent.setup().click(screen.getByRole('link', { name: 'Create Campaign' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/advertising/create');
});
