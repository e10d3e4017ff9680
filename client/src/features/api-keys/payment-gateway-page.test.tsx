import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayStatusMock } from '@/features/monetize/testing';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { apiKey, deleteMock, generateMock, listMock, SECRET } from './api-key-fixtures';
import { PaymentGatewayPage } from './payment-gateway-page';

afterEach(() => dismissToast());

const gatewayKey = (overrides = {}) =>
  apiKey({ id: 'gw-1', name: 'Paystack live', kind: 'PAYMENT_GATEWAY', ...overrides });

it('shows the info card, the security warning and partner keys masked as the first 8 characters, "..." and the last 4', async () => {
  renderWithProviders(<PaymentGatewayPage />, {
    mocks: [gatewayStatusMock(), listMock('PAYMENT_GATEWAY', [gatewayKey()])],
  });
  const item = await screen.findByRole('listitem', { name: 'Paystack live' });
  expect(within(item).getByTestId('masked-key')).toHaveTextContent(/^kuza_liv\.\.\.9Qz1$/);
  expect(screen.getByRole('heading', { name: 'How partner keys work' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(/^Security warningAPI keys provide full access to your system/);
});

it('keeps Generate disabled while the name is empty and says "API Key Name is required" for a blank one', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PaymentGatewayPage />, { mocks: [gatewayStatusMock(), listMock('PAYMENT_GATEWAY', [])] });
  await screen.findByText('No API keys yet');
  const button = screen.getByRole('button', { name: 'Generate API Key' });
  expect(button).toBeDisabled();
  const name = screen.getByLabelText(/API Key Name/);
  await user.type(name, '  ');
  expect(button).toBeEnabled();
  await user.click(button);
  await waitFor(() => expect(name).toHaveAccessibleDescription('API Key Name is required'));
  expect(await findToast('Error')).toBeInTheDocument();
  expect(screen.getAllByText('API Key Name is required')).toHaveLength(2);
  await user.clear(name);
  expect(button).toBeDisabled();
});

it('generates a partner key with a null description and shows it once, masked in the integration style', async () => {
  const user = userEvent.setup();
  const created = gatewayKey({
    id: 'gw-2',
    name: 'Flutterwave test',
    prefix: SECRET.slice(0, 12),
    lastFour: SECRET.slice(-4),
  });
  const generate = generateMock({ name: 'Flutterwave test', description: null, kind: 'PAYMENT_GATEWAY' }, created);
  renderWithProviders(<PaymentGatewayPage />, {
    mocks: [gatewayStatusMock(), listMock('PAYMENT_GATEWAY', []), generate],
  });
  await screen.findByText('No API keys yet');
  await user.type(screen.getByLabelText(/API Key Name/), 'Flutterwave test ');
  await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
  expect(await findToast('API key generated successfully')).toBeInTheDocument();
  const secret = await screen.findByTestId('new-api-key');
  expect(secret).toHaveTextContent(`${SECRET.slice(0, 8)}...${SECRET.slice(-4)}`);
  await user.click(screen.getByRole('button', { name: 'Show key' }));
  expect(secret).toHaveTextContent(SECRET);
  expect(await screen.findByRole('listitem', { name: 'Flutterwave test' })).toBeInTheDocument();
  // The form is empty again, so Generate is disabled until a new name is typed.
  expect(screen.getByLabelText(/API Key Name/)).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Generate API Key' })).toBeDisabled();
});

it('asks the shorter question before deleting a partner key', async () => {
  const user = userEvent.setup();
  const remove = deleteMock('gw-1');
  renderWithProviders(<PaymentGatewayPage />, {
    mocks: [gatewayStatusMock(), listMock('PAYMENT_GATEWAY', [gatewayKey()]), remove],
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Paystack live' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('Are you sure you want to delete this API key?')).toBeInTheDocument();
  expect(confirm).not.toHaveTextContent('This action cannot be undone.');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await findToast('API key deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Paystack live' })).not.toBeInTheDocument());
});

it('says "Failed to delete API key" when the server refuses', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PaymentGatewayPage />, {
    mocks: [
      gatewayStatusMock(),
      listMock('PAYMENT_GATEWAY', [gatewayKey()]),
      { ...deleteMock('gw-1'), result: undefined, error: new Error('nope') },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Paystack live' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await findToast('Error')).toBeInTheDocument();
  expect(screen.getAllByText('Failed to delete API key').length).toBeGreaterThan(0);
  expect(screen.getByRole('listitem', { name: 'Paystack live' })).toBeInTheDocument();
});

it("shows the gateway's mode, provider, last webhook and its signature, and the pending and failed counts", async () => {
  renderWithProviders(<PaymentGatewayPage />, { mocks: [gatewayStatusMock(), listMock('PAYMENT_GATEWAY', [])] });
  const status = await screen.findByTestId('gateway-status');
  expect(screen.getByTestId('gateway-mode')).toHaveTextContent('Test mode: no real money');
  expect(status).toHaveTextContent('ProviderKuza test gateway');
  expect(status).toHaveTextContent('signature verified');
  expect(screen.getByTestId('gateway-pending')).toHaveTextContent('3 (2 checkouts, 1 payouts)');
  expect(screen.getByTestId('gateway-failed')).toHaveTextContent('1 (1 checkouts, 0 payouts)');
});
