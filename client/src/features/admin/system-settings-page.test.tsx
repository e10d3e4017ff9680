import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { SystemSettingsPageDocument, UpdateSystemSettingsDocument } from './system-settings-operations';
import { SystemSettingsPage } from './system-settings-page';

afterEach(() => dismissToast());

// Spec §2.3: the nine switches and their defaults, in screen order.
const DEFAULTS = {
  autoModeration: false,
  profanityFilter: true,
  spamDetection: true,
  reportAlerts: true,
  newUserSignupAlerts: false,
  systemAlerts: true,
  maintenanceMode: false,
  allowNewSignups: true,
  publicProfiles: true,
};
const LABELS = [
  'Auto-moderation',
  'Profanity filter',
  'Spam detection',
  'Report alerts',
  'New user signups',
  'System alerts',
  'Maintenance mode',
  'Allow new signups',
  'Public profiles',
];

const settings = (values = DEFAULTS, updatedAt: string | null = null) => ({
  __typename: 'SystemSettings' as const,
  ...values,
  updatedAt,
  updatedBy: updatedAt ? { __typename: 'Profile' as const, id: 'admin-1', username: 'kuza_admin' } : null,
});

it('shows the nine switches with their saved values and saves a change on the server', async () => {
  const user = userEvent.setup();
  const saved = { ...DEFAULTS, maintenanceMode: true };
  const save = jest.fn(() => ({ data: { updateSystemSettings: settings(saved, '2025-06-01T12:00:00.000Z') } }));
  renderWithProviders(<SystemSettingsPage />, {
    mocks: [
      { request: { query: SystemSettingsPageDocument }, result: { data: { systemSettings: settings() } } },
      { request: { query: UpdateSystemSettingsDocument, variables: { input: saved } }, result: save },
    ],
  });
  const switches = await screen.findAllByRole('switch');
  expect(switches.map((s) => s.getAttribute('aria-checked') === 'true')).toEqual(Object.values(DEFAULTS));
  for (const label of LABELS) expect(screen.getByRole('switch', { name: label })).toBeInTheDocument();
  expect(screen.getByText('These are the default settings; nobody has changed them yet.')).toBeInTheDocument();

  const button = screen.getByRole('button', { name: 'Save Settings' });
  expect(button).toBeDisabled();
  await user.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
  await user.click(button);
  expect(await findToast('Settings saved')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
  expect(screen.getByText(/Last saved .* by @kuza_admin/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
});

it('says "Failed to save settings" when the server refuses, keeping the unsaved change', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SystemSettingsPage />, {
    mocks: [
      { request: { query: SystemSettingsPageDocument }, result: { data: { systemSettings: settings() } } },
      {
        request: { query: UpdateSystemSettingsDocument, variables: { input: { ...DEFAULTS, autoModeration: true } } },
        error: new Error('down'),
      },
    ],
  });
  await user.click(await screen.findByRole('switch', { name: 'Auto-moderation' }));
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  expect(await findToast('Error')).toBeInTheDocument();
  expect(screen.getAllByText('Failed to save settings').length).toBeGreaterThan(0);
  expect(screen.getByRole('switch', { name: 'Auto-moderation' })).toBeChecked();
});
