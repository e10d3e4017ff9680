import { MONEY_MESSAGES } from '@kuza/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resources } from '@/i18n/resources';
import { renderWithProviders } from '@/test/render';
import { AdRevenuePage } from './ad-revenue-page';
import { EarningsPanelContent } from './earnings-panel-content';
import { earningsMock, paymentModeMock, transaction, transactionsMock } from './money-test-data';
import { RevenuePage } from './revenue-page';
import { WalletTransactionsDocument } from './wallet-operations';

it('keeps the exact spec messages in English', () => {
  const messages = resources.en.monetize.messages as Record<string, { title: string; description: string }>;
  for (const id of ['projectNameRequired', 'addCollaborators', 'selectMethod', 'invalidAmount'] as const) {
    expect(messages[id]).toEqual(MONEY_MESSAGES[id]);
  }
});

it('shows Revenue Sources from the ledger: this month by source against last month', async () => {
  renderWithProviders(<RevenuePage />, {
    mocks: [
      paymentModeMock('TEST'),
      earningsMock({ month: { TIPS: '19000', ADS: '1000' }, lastMonth: { TIPS: '9500' } }),
    ],
  });
  expect(await screen.findByTestId('revenue-total')).toHaveTextContent('$200.00');
  expect(screen.getByTestId('revenue-total')).toHaveTextContent('+110.5% from last month');
  expect(screen.getByTestId('revenue-last-month')).toHaveTextContent('$95.00');
  const tips = screen.getByTestId('revenue-source-TIPS');
  expect(tips).toHaveTextContent('Tips$190.0095% of your revenueLast month $95.00 · +100% from last month');
  expect(screen.getByTestId('revenue-source-ADS')).toHaveTextContent('$10.005% of your revenue');
  expect(screen.getByTestId('revenue-source-MEMBERSHIPS')).toHaveTextContent('$0.00');
  expect(screen.getByText('Test mode: no real money')).toBeInTheDocument();
  expect(screen.getByText('Earnings by day')).toBeInTheDocument();
  expect(screen.getByTestId('revenue-by-day')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('chart-loading')).not.toBeInTheDocument(), { timeout: 15_000 });
});

it('shows a new account zeros and how to start earning', async () => {
  renderWithProviders(<RevenuePage />, { mocks: [paymentModeMock('LIVE'), earningsMock()] });
  expect(await screen.findByTestId('revenue-total')).toHaveTextContent('$0.00');
  expect(screen.getByTestId('start-earning')).toBeInTheDocument();
  expect(screen.getAllByText('Nothing earned this month yet.')).toHaveLength(2);
  expect(screen.getByTestId('revenue-source-ADS')).toHaveTextContent('$0.00');
  expect(screen.getByTestId('revenue-source-SPLITS')).toHaveTextContent('$0.00');
});

it('Ad Revenue shows zeros until ads pay, the tips, and sends Cash Out to /dashboard/cashout', async () => {
  const recent = (kind: 'AD_REVENUE' | 'TIP', items: ReturnType<typeof transaction>[]) => ({
    ...transactionsMock(items, { kind }),
    request: { query: WalletTransactionsDocument, variables: { first: 5, kind } },
  });
  renderWithProviders(<AdRevenuePage />, {
    route: '/dashboard/ad-revenue',
    mocks: [
      paymentModeMock('TEST'),
      earningsMock({ month: { TIPS: '950' } }),
      recent('AD_REVENUE', []),
      recent('TIP', [transaction('t1')]),
    ],
  });
  await waitFor(() => expect(screen.getByTestId('ad-revenue-tips')).toHaveTextContent('$9.50'));
  expect(screen.getByTestId('ad-revenue-month')).toHaveTextContent('$0.00');
  expect(await screen.findByText(/No ad revenue yet/)).toBeInTheDocument();
  expect(
    within(await screen.findByRole('list', { name: 'Recent tips' })).getByText('From @kofi_pod'),
  ).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Cash Out' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/cashout');
});

it("shows the earnings panel's today, month, goal progress and sources in the goal's currency", async () => {
  renderWithProviders(<EarningsPanelContent />, {
    mocks: [
      paymentModeMock('TEST'),
      earningsMock({ today: '425000', month: { TIPS: '6840000' }, goal: '10000000', currency: 'NGN' }),
    ],
  });
  expect(await screen.findByTestId('earnings-today')).toHaveTextContent('₦4,250.00');
  expect(screen.getByTestId('earnings-month')).toHaveTextContent('₦68,400.00');
  expect(screen.getByTestId('earnings-progress')).toHaveTextContent('₦68,400.00 of ₦100,000.00 (68%)');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '68');
  expect(screen.getByRole('button', { name: 'Change goal' })).toBeInTheDocument();
});
