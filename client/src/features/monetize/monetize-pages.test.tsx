import { MONEY_MESSAGES } from '@kuza/common';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { resources } from '@/i18n/resources';
import { renderWithProviders } from '@/test/render';
import { AdRevenuePage } from './ad-revenue-page';
import { RevenuePage } from './revenue-page';
import { WalletPage } from './wallet-page';

it('keeps the exact spec messages in English', () => {
  const messages = resources.en.monetize.messages as Record<string, { title: string; description: string }>;
  for (const id of ['projectNameRequired', 'addCollaborators', 'selectMethod', 'invalidAmount'] as const) {
    expect(messages[id]).toEqual(MONEY_MESSAGES[id]);
  }
});

it('Ad Revenue sends Cash Out to /dashboard/cashout', async () => {
  renderWithProviders(<AdRevenuePage />, { route: '/dashboard/ad-revenue' });
  expect(screen.getByTestId('sample-badge')).toHaveTextContent('Sample data');
  await userEvent.setup().click(screen.getByRole('link', { name: 'Cash Out' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/cashout');
});

it('labels the wallet and revenue figures as sample data', async () => {
  renderWithProviders(
    <>
      <WalletPage />
      <RevenuePage />
    </>,
  );
  expect(screen.getAllByTestId('sample-badge')).toHaveLength(2);
  expect(screen.getByTestId('wallet-available')).toHaveTextContent('$2,450.75');
  for (const when of ['Today', 'Yesterday', '2 days ago', '9 days ago'])
    expect(screen.getByText(when)).toBeInTheDocument();
  for (const source of ['Ads', 'Subscriptions', 'Collabs', 'Tips'])
    expect(screen.getAllByText(source).length).toBeGreaterThan(0);
  expect(screen.getByTestId('revenue-total')).toHaveTextContent('$2,855.50');
  // The chart's plotting code is a lazy chunk: its placeholder gives way once it has loaded (allow a busy machine).
  await waitFor(() => expect(screen.queryByTestId('chart-loading')).not.toBeInTheDocument(), { timeout: 15_000 });
});

it("says how many days ago in each language's plural form", () => {
  const daysAgo = (language: string, count: number) =>
    i18n.getFixedT(language, 'monetize')('wallet.dates.daysAgo', { count });
  expect(daysAgo('en', 2)).toBe('2 days ago');
  expect(daysAgo('ar', 2)).toBe('منذ يومين');
  expect(daysAgo('ar', 9)).toBe('منذ 9 أيام');
  expect(daysAgo('ar', 11)).toBe('منذ 11 يومًا');
  expect(daysAgo('fr', 2)).toBe('Il y a 2 jours');
});
