import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import {
  balance,
  payoutMethod,
  payoutMethodsMock,
  paymentModeMock,
  transaction,
  transactionsMock,
  walletPageMock,
} from './money-test-data';
import { AddPayoutMethodDocument, RemovePayoutMethodDocument } from './wallet-operations';
import { WalletPage } from './wallet-page';

afterEach(() => dismissToast());

const page = (mocks: MockLink.MockedResponse[] = []) =>
  renderWithProviders(<WalletPage />, {
    mocks: [
      paymentModeMock('TEST'),
      walletPageMock([
        balance('USD', { available: '245075', pending: '32000', withdrawing: '5000', lifetime: '1284050' }),
      ]),
      payoutMethodsMock([]),
      ...mocks,
    ],
  });

it('shows the ledger figures per currency, and says test mode moves no real money', async () => {
  page([transactionsMock([])]);
  const usd = await screen.findByTestId('wallet-balance-USD');
  await waitFor(() => expect(within(usd).getByTestId('wallet-available')).toHaveTextContent('$2,450.75'));
  expect(within(usd).getByTestId('wallet-pending')).toHaveTextContent('$320.00');
  expect(within(usd).getByTestId('wallet-withdrawing')).toHaveTextContent('$50.00');
  expect(within(usd).getByTestId('wallet-lifetime')).toHaveTextContent('$12,840.50');
  expect(await screen.findByText('Test mode: no real money')).toBeInTheDocument();
  expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
});

it('shows a new account zeros and how to start earning', async () => {
  renderWithProviders(<WalletPage />, {
    mocks: [paymentModeMock('LIVE'), walletPageMock([]), payoutMethodsMock([]), transactionsMock([])],
  });
  expect(await screen.findByTestId('start-earning')).toHaveTextContent(/No earnings yet/);
  expect(screen.getByTestId('wallet-available')).toHaveTextContent('$0.00');
  expect(screen.queryByText('Test mode: no real money')).not.toBeInTheDocument();
});

it('lists the history a page at a time, filters it by kind, and opens a row on its details', async () => {
  const user = userEvent.setup();
  page([
    transactionsMock([transaction('t1')], { next: 'c-t1' }),
    transactionsMock([transaction('t2', { kind: 'WITHDRAWAL', direction: 'OUT', counterparty: null })], {
      after: 'c-t1',
    }),
    transactionsMock([transaction('t3', { kind: 'AD_REVENUE', net: money3 })], { kind: 'AD_REVENUE' }),
  ]);
  const list = await screen.findByRole('list', { name: 'Transactions' });
  expect(within(list).getByText('Tip · @kofi_pod')).toBeInTheDocument();
  expect(within(list).getByTestId('transaction-amount')).toHaveTextContent('+$9.50');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(list).findByText('Withdrawal')).toBeInTheDocument();
  expect(within(list).getAllByTestId('transaction-amount')[1]).toHaveTextContent('−$9.50');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

  await user.click(within(list).getByText('Tip · @kofi_pod'));
  const details = within(await screen.findByRole('dialog'));
  expect(details.getByTestId('transaction-details')).toHaveTextContent(
    'Gross$10.00Fee$0.50Net$9.50StatusCompletedReferencechk_t1With@kofi_pod',
  );
  await user.keyboard('{Escape}');

  await user.selectOptions(screen.getByLabelText('Show'), 'AD_REVENUE');
  expect(await screen.findByText('Ad revenue')).toBeInTheDocument();
  expect(screen.queryByText('Tip · @kofi_pod')).not.toBeInTheDocument();
});
const money3 = { __typename: 'Money' as const, amountMinor: '12345', currency: 'USD' };

it('adds a Mobile Money number: the provider and an E.164 phone are checked, and the password is asked again', async () => {
  const user = userEvent.setup();
  const added = payoutMethod('pm-1', { label: 'MPESA •••• 5678' });
  const addMock = {
    request: {
      query: AddPayoutMethodDocument,
      variables: {
        input: {
          kind: 'MOBILE_MONEY',
          details: { provider: 'MPESA', phoneNumber: '+254712345678' },
          password: 'secret123',
        },
      },
    },
    result: jest.fn(() => ({ data: { addPayoutMethod: added } })),
  };
  page([transactionsMock([]), addMock]);
  expect(await screen.findByText(/No payout method yet/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a payout method' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(await dialog.findByLabelText('Phone number (international format)'), '0712 345 678');
  await user.click(dialog.getByRole('button', { name: 'Add method' }));
  expect(await dialog.findByText('Choose your Mobile Money provider.')).toBeInTheDocument();
  expect(
    dialog.getByText('Enter the phone number in international format, for example +254712345678.'),
  ).toBeInTheDocument();
  expect(dialog.getByText('Password must be at least 6 characters')).toBeInTheDocument();

  await user.selectOptions(dialog.getByLabelText('Provider'), 'MPESA');
  await user.clear(dialog.getByLabelText('Phone number (international format)'));
  await user.type(dialog.getByLabelText('Phone number (international format)'), '+254 712 345 678');
  await user.type(dialog.getByLabelText('Your password'), 'secret123');
  await user.click(dialog.getByRole('button', { name: 'Add method' }));
  expect(await findToast('Payout method added')).toBeInTheDocument();
  expect(addMock.result).toHaveBeenCalledTimes(1);
  const methods = await screen.findByRole('list', { name: 'Payout methods' });
  expect(within(methods).getByText('MPESA •••• 5678')).toBeInTheDocument();
});

it('removes a payout method after confirmation', async () => {
  const user = userEvent.setup();
  renderWithProviders(<WalletPage />, {
    mocks: [
      paymentModeMock('TEST'),
      walletPageMock([]),
      transactionsMock([]),
      payoutMethodsMock([payoutMethod('pm-1', { kind: 'BANK_TRANSFER', label: 'GTB •••• 7890' })]),
      {
        request: { query: RemovePayoutMethodDocument, variables: { id: 'pm-1' } },
        result: { data: { removePayoutMethod: true } },
      },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Remove GTB •••• 7890' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await findToast('Payout method removed')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('GTB •••• 7890')).not.toBeInTheDocument());
});
