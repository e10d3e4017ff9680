import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { RequestWithdrawalDocument } from './cash-out-operations';
import { CashOutPage } from './cash-out-page';
import {
  balance,
  cashOutPageMock,
  money,
  payoutMethod,
  paymentModeMock,
  withdrawal,
  withdrawalsMock,
} from './money-test-data';

afterEach(() => dismissToast());

const METHODS = [
  payoutMethod('pm-mm', { kind: 'MOBILE_MONEY', label: 'MPESA •••• 5678' }),
  payoutMethod('pm-bank', { kind: 'BANK_TRANSFER', label: 'GTB •••• 7890' }),
  payoutMethod('pm-crypto', { kind: 'CRYPTO', label: 'TRON T9yD…a1b2' }),
];

const setup = (mocks: MockLink.MockedResponse[] = []) => {
  renderWithProviders(<CashOutPage />, {
    mocks: [
      paymentModeMock('TEST'),
      cashOutPageMock([balance('USD', { available: '245075', lifetime: '245075' })], METHODS),
      withdrawalsMock([]),
      ...mocks,
    ],
  });
  return userEvent.setup();
};
const amount = () => screen.getByLabelText('Amount (USD)');
const confirm = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Confirm Cash Out' }));

it('offers the saved methods with their fees, and names the minimum the rule applies', async () => {
  setup();
  const methods = within(await screen.findByRole('group', { name: 'Withdrawal method' }));
  expect(methods.getByRole('radio', { name: /Mobile Money.*MPESA •••• 5678.*1% fee/ })).toBeInTheDocument();
  expect(methods.getByRole('radio', { name: /Bank Transfer.*2% fee/ })).toBeInTheDocument();
  expect(methods.getByRole('radio', { name: /Crypto.*0.5% fee/ })).toBeInTheDocument();
  expect(screen.getByTestId('cashout-available')).toHaveTextContent('$2,450.75');
  expect(screen.getByText(/Minimum withdrawal: \$10\.00/)).toBeInTheDocument();
  expect(screen.getByText('Test mode: no real money')).toBeInTheDocument();
});

it.each([
  ['Mobile Money', '$1.00', '$99.00'],
  ['Bank Transfer', '$2.00', '$98.00'],
  ['Crypto', '$0.50', '$99.50'],
])('shows the fee, the net amount and the arrival date for %s before confirming', async (method, fee, net) => {
  const user = setup();
  await user.click(await screen.findByRole('radio', { name: new RegExp(method) }));
  await user.type(amount(), '100');
  expect(screen.getByTestId('cashout-fee')).toHaveTextContent(fee);
  expect(screen.getByTestId('cashout-net')).toHaveTextContent(net);
  expect(screen.getByTestId('cashout-arrival')).toHaveTextContent(/\d{4}/);
});

it('asks for a method first: "Select a method"', async () => {
  const user = setup();
  await user.type(await screen.findByLabelText('Amount (USD)'), '50');
  await confirm(user);
  expect(await findToast('Select a method')).toBeInTheDocument();
  expect(screen.getAllByText('Please choose a withdrawal method.').length).toBeGreaterThan(0);
});

it.each(['', '0', '-5', '1.234', 'abc'])('refuses the amount "%s": "Invalid amount"', async (typed) => {
  const user = setup();
  await user.click(await screen.findByRole('radio', { name: /Crypto/ }));
  if (typed) await user.type(amount(), typed);
  await confirm(user);
  expect(await findToast('Invalid amount')).toBeInTheDocument();
  expect(screen.getAllByText('Please enter a valid withdrawal amount.').length).toBeGreaterThan(0);
});

it('refuses less than the minimum the help text names, and more than the available balance', async () => {
  const user = setup();
  await user.click(await screen.findByRole('radio', { name: /Bank Transfer/ }));
  await user.type(amount(), '9.99');
  await confirm(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('10.00 USD');
  await user.clear(amount());
  await user.type(amount(), '2450.76');
  await confirm(user);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Insufficient balance'));
});

it('withdraws once with one idempotency key on a double click, then shows the hold without a reload', async () => {
  const keys: string[] = [];
  const request: MockLink.MockedResponse = {
    request: { query: RequestWithdrawalDocument, variables: () => true },
    result: (variables: { input: { idempotencyKey: string; amountMinor: string; payoutMethodId: string } }) => {
      keys.push(variables.input.idempotencyKey);
      return {
        data: {
          requestWithdrawal: withdrawal('w-1', {
            amount: money(variables.input.amountMinor),
            fee: money('50'),
            net: money('4950'),
          }),
        },
      };
    },
    delay: 50,
  };
  const user = setup([request]);
  await user.click(await screen.findByRole('radio', { name: /Mobile Money/ }));
  await user.type(amount(), '50');
  await user.dblClick(screen.getByRole('button', { name: 'Confirm Cash Out' }));
  expect(await findToast('Withdrawal requested')).toBeInTheDocument();
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The hold: $2,450.75 − $50.00, and the withdrawal tops the list, without asking the server again.
  await waitFor(() => expect(screen.getByTestId('cashout-available')).toHaveTextContent('$2,400.75'));
  const list = within(await screen.findByRole('list', { name: 'Your withdrawals' }));
  expect(list.getByTestId('withdrawal-status')).toHaveTextContent('Requested');
  expect(list.getByText('$50.00')).toBeInTheDocument();
  expect(amount()).toHaveValue('');
});

it('retries a withdrawal whose answer was lost with the same idempotency key', async () => {
  const keys: string[] = [];
  const attempt = (lost: boolean): MockLink.MockedResponse => ({
    request: {
      query: RequestWithdrawalDocument,
      variables: (variables: { input: { idempotencyKey: string } }) => {
        keys.push(variables.input.idempotencyKey);
        return true;
      },
    },
    ...(lost
      ? { error: new Error('Network request failed') }
      : { result: { data: { requestWithdrawal: withdrawal('w-2') } } }),
  });
  const user = setup([attempt(true), attempt(false)]);
  await user.click(await screen.findByRole('radio', { name: /Mobile Money/ }));
  await user.type(amount(), '50');
  await confirm(user);
  expect(await findToast('Withdrawal not requested')).toBeInTheDocument();
  await confirm(user);
  expect(await findToast('Withdrawal requested')).toBeInTheDocument();
  expect(new Set(keys).size).toBe(1);
});
