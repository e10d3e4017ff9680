import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { CashOutPage } from './cash-out-page';

afterEach(() => dismissToast());

const setup = () => {
  renderWithProviders(<CashOutPage />);
  return userEvent.setup();
};
const confirm = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Confirm Cash Out' }));

it('offers the three methods with the fees of the spec', () => {
  setup();
  const methods = within(screen.getByRole('group', { name: 'Withdrawal method' }));
  expect(methods.getByRole('radio', { name: /Mobile Money.*1% fee/ })).toBeInTheDocument();
  expect(methods.getByRole('radio', { name: /Bank Transfer.*2% fee/ })).toBeInTheDocument();
  expect(methods.getByRole('radio', { name: /Crypto.*0.5% fee/ })).toBeInTheDocument();
  expect(screen.getByText(/Minimum withdrawal: \$10/)).toBeInTheDocument();
});

it.each([
  ['Mobile Money', '$1.00', '$99.00'],
  ['Bank Transfer', '$2.00', '$98.00'],
  ['Crypto', '$0.50', '$99.50'],
])('shows the fee and the net amount for %s before confirming', async (method, fee, net) => {
  const user = setup();
  await user.click(screen.getByRole('radio', { name: new RegExp(method) }));
  await user.type(screen.getByLabelText('Amount (USD)'), '100');
  expect(screen.getByTestId('cashout-fee')).toHaveTextContent(fee);
  expect(screen.getByTestId('cashout-net')).toHaveTextContent(net);
});

it('asks for a method first: "Select a method"', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Amount (USD)'), '50');
  await confirm(user);
  expect(await findToast('Select a method')).toBeInTheDocument();
  expect(screen.getAllByText('Please choose a withdrawal method.').length).toBeGreaterThan(0);
});

it.each(['', '0', '-5'])('refuses the amount "%s": "Invalid amount"', async (amount) => {
  const user = setup();
  await user.click(screen.getByRole('radio', { name: /Crypto/ }));
  if (amount) await user.type(screen.getByLabelText('Amount (USD)'), amount);
  await confirm(user);
  expect(await findToast('Invalid amount')).toBeInTheDocument();
  expect(screen.getAllByText('Please enter a valid withdrawal amount.').length).toBeGreaterThan(0);
});

it('has no minimum: $5 goes through, with a confirmation toast, and the form resets', async () => {
  const user = setup();
  await user.click(screen.getByRole('radio', { name: /Bank Transfer/ }));
  await user.type(screen.getByLabelText('Amount (USD)'), '5');
  await confirm(user);
  expect(await findToast('Withdrawal requested')).toBeInTheDocument();
  expect(screen.getAllByText('$4.90 will arrive via Bank Transfer within 2 business days.').length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Amount (USD)')).toHaveValue(null);
  expect(screen.getByRole('radio', { name: /Bank Transfer/ })).not.toBeChecked();
  expect(screen.queryByTestId('cashout-quote')).not.toBeInTheDocument();
});
