import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { ApiKeysPage } from './api-keys-page';
import { apiKey, deleteMock, generateMock, listMock, SECRET } from './api-key-fixtures';
import { ApiKeysPageDocument, GenerateApiKeyDocument } from './api-key-operations';

afterEach(() => dismissToast());

const DOTS = '•'.repeat(24);

it('lists keys masked as the first 12 characters, 24 dots and the last 4, with their tier and status', async () => {
  renderWithProviders(<ApiKeysPage />, { mocks: [listMock('API', [apiKey({ tier: 'PRO', requestsPerHour: 10000 })])] });
  const item = await screen.findByRole('listitem', { name: 'Mobile app' });
  expect(within(item).getByTestId('masked-key')).toHaveTextContent(`kuza_live_Xy${DOTS}9Qz1`);
  expect(item).toHaveTextContent('Active');
  expect(item).toHaveTextContent('Pro');
  expect(item).toHaveTextContent('10,000 requests/hour');
  expect(item).toHaveTextContent('Never used');
  expect(item).toHaveTextContent('Acts as @kuza_admin');
});

it("refuses an empty or blank name with the dialog's message, inline and as an Error toast, without calling the server", async () => {
  const user = userEvent.setup();
  const generate = generateMock({ name: '', description: null, kind: 'API', tier: 'FREE' }, apiKey());
  renderWithProviders(<ApiKeysPage />, { mocks: [listMock('API', []), generate] });
  await screen.findByText('No API keys yet');
  await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate New API Key' });
  await user.type(within(dialog).getByLabelText(/Name/), '   ');
  await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));
  const name = within(dialog).getByLabelText(/Name/);
  await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter a name for the API key'));
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await findToast('Error')).toBeInTheDocument();
  expect(generate.result).not.toHaveBeenCalled();
});

it('generates a key (trimmed name, empty description sent as null, chosen tier), shows it once masked, reveals and copies it', async () => {
  const user = userEvent.setup();
  const created = apiKey({
    id: 'key-2',
    name: 'Partner dashboard',
    prefix: SECRET.slice(0, 12),
    lastFour: SECRET.slice(-4),
    tier: 'PRO',
    requestsPerHour: 10000,
  });
  const generate = generateMock({ name: 'Partner dashboard', description: null, kind: 'API', tier: 'PRO' }, created);
  renderWithProviders(<ApiKeysPage />, { mocks: [listMock('API', [apiKey()]), generate] });
  await screen.findByRole('listitem', { name: 'Mobile app' });

  await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate New API Key' });
  await user.type(within(dialog).getByLabelText(/Name/), '  Partner dashboard  ');
  await user.selectOptions(within(dialog).getByLabelText('Tier'), 'PRO');
  await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));

  const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
  expect(await findToast('API key generated successfully')).toBeInTheDocument();
  expect(generate.result).toHaveBeenCalledTimes(1);
  const secret = within(shown).getByTestId('new-api-key');
  expect(secret).toHaveTextContent(`${SECRET.slice(0, 12)}${DOTS}${SECRET.slice(-4)}`);
  expect(secret).not.toHaveTextContent(SECRET);

  await user.click(within(shown).getByRole('button', { name: 'Show key' }));
  expect(secret).toHaveTextContent(SECRET);
  await user.click(within(shown).getByRole('button', { name: 'Hide key' }));
  expect(secret).not.toHaveTextContent(SECRET);

  await user.click(within(shown).getByRole('button', { name: 'Copy' }));
  expect(await findToast('Copied')).toBeInTheDocument();
  expect(screen.getAllByText('API key copied to clipboard').length).toBeGreaterThan(0);
  await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

  // The new key tops the list without a refetch; closing the dialog forgets the full key.
  const items = screen.getAllByTestId('api-key-item');
  expect(items[0]).toHaveAccessibleName('Partner dashboard');
  await user.click(within(shown).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByTestId('new-api-key')).not.toBeInTheDocument());
});

it('says "Failed to generate API key" when the server refuses', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApiKeysPage />, {
    mocks: [
      listMock('API', []),
      {
        request: {
          query: GenerateApiKeyDocument,
          variables: { input: { name: 'X', description: 'For tests', kind: 'API', tier: 'FREE' } },
        },
        error: new Error('boom'),
      },
    ],
  });
  await screen.findByText('No API keys yet');
  await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Name/), 'X');
  await user.type(within(dialog).getByLabelText(/Description/), ' For tests ');
  await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));
  expect(await findToast('Error')).toBeInTheDocument();
  expect(screen.getAllByText('Failed to generate API key').length).toBeGreaterThan(0);
});

it('deletes a key only after the full confirmation, and drops it from the list', async () => {
  const user = userEvent.setup();
  const remove = deleteMock('key-1');
  renderWithProviders(<ApiKeysPage />, { mocks: [listMock('API', [apiKey()]), remove] });
  await user.click(await screen.findByRole('button', { name: 'Delete Mobile app' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('Are you sure you want to delete this API key? This action cannot be undone.');
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(remove.result).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Delete Mobile app' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await findToast('API key deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Mobile app' })).not.toBeInTheDocument());
  expect(screen.getByText('No API keys yet')).toBeInTheDocument();
});

it('says "Failed to load API keys" when the list cannot be loaded', async () => {
  renderWithProviders(<ApiKeysPage />, {
    mocks: [{ request: { query: ApiKeysPageDocument, variables: { kind: 'API' } }, error: new Error('down') }],
  });
  expect(await findToast('Error')).toBeInTheDocument();
  expect(screen.getAllByText('Failed to load API keys').length).toBeGreaterThan(0);
});
