import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import {
  AccountPageDocument,
  ChangeEmailDocument,
  ChangePasswordDocument,
  RevokeOtherSessionsDocument,
  RevokeSessionDocument,
} from './account-operations';
import { AccountPage } from './account-page';

afterEach(() => dismissToast());

const session = (id: string, device: string | null, current: boolean, city: string | null = null) => ({
  __typename: 'AccountSession' as const,
  id,
  device,
  city,
  country: city ? 'Ethiopia' : null,
  createdAt: '2025-07-01T08:00:00.000Z',
  lastSeenAt: '2025-07-02T09:30:00.000Z',
  current,
});

const accountPage = (pendingEmail: string | null = null): MockLink.MockedResponse => ({
  request: { query: AccountPageDocument },
  result: {
    data: {
      me: {
        __typename: 'User' as const,
        id: 'user-1',
        email: 'amina@example.com',
        emailConfirmedAt: '2025-07-01T08:00:00.000Z',
        pendingEmail,
      },
      sessions: [session('s-1', 'Chrome on Windows', true), session('s-2', 'Safari on iPhone', false, 'Addis Ababa')],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<AccountPage />, { mocks: [accountPage(), ...mocks], route: '/dashboard/account' });
  return userEvent.setup();
}

describe('Settings → Account: change password', () => {
  const form = () => screen.getByRole('form', { name: 'Change password' });

  it('asks for the current password before calling the server', async () => {
    const user = renderPage([]);
    await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form()).getByLabelText('New password'), 'new-password');
    await user.click(within(form()).getByRole('button', { name: 'Change password' }));
    expect(await within(form()).findByText('Please enter your current password')).toBeInTheDocument();
  });

  it('shows a wrong current password under its field', async () => {
    const variables = { currentPassword: 'wrong-one', newPassword: 'new-password' };
    const user = renderPage([
      {
        request: { query: ChangePasswordDocument, variables },
        result: {
          errors: [serverError('BAD_USER_INPUT', 'validation.wrongCurrentPassword', { field: 'currentPassword' })],
        },
      },
    ]);
    await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form()).getByLabelText('Current password'), variables.currentPassword);
    await user.type(within(form()).getByLabelText('New password'), variables.newPassword);
    await user.click(within(form()).getByRole('button', { name: 'Change password' }));
    expect(await within(form()).findByText('Your current password is incorrect')).toBeInTheDocument();
    expect(await findToast('Password not changed')).toBeInTheDocument();
  });

  it('says the other devices were signed out once changed', async () => {
    const variables = { currentPassword: 'old-password', newPassword: 'new-password' };
    const user = renderPage([
      { request: { query: ChangePasswordDocument, variables }, result: { data: { changePassword: true } } },
    ]);
    await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form()).getByLabelText('Current password'), variables.currentPassword);
    await user.type(within(form()).getByLabelText('New password'), variables.newPassword);
    await user.click(within(form()).getByRole('button', { name: 'Change password' }));
    expect(await findToast('Password changed')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Current password')).toHaveValue('');
  });
});

describe('Settings → Account: change e-mail', () => {
  const form = () => screen.getByRole('form', { name: 'Change e-mail' });

  it('checks the address with the sign-up rule', async () => {
    const user = renderPage([]);
    await screen.findByRole('form', { name: 'Change e-mail' });
    await user.type(within(form()).getByLabelText('New e-mail address'), 'not-an-email');
    await user.type(within(form()).getByLabelText('Your password'), 'password123');
    await user.click(within(form()).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form()).findByText('Invalid email address')).toBeInTheDocument();
  });

  it('sends the link and says where', async () => {
    const variables = { newEmail: 'new@example.com', password: 'password123' };
    const user = renderPage([
      { request: { query: ChangeEmailDocument, variables }, result: { data: { changeEmail: true } } },
    ]);
    await screen.findByRole('form', { name: 'Change e-mail' });
    expect(within(form()).getByText('Current address: amina@example.com')).toBeInTheDocument();
    await user.type(within(form()).getByLabelText('New e-mail address'), variables.newEmail);
    await user.type(within(form()).getByLabelText('Your password'), variables.password);
    await user.click(within(form()).getByRole('button', { name: 'Send confirmation link' }));
    expect(await findToast('Check your new inbox')).toBeInTheDocument();
    expect(screen.getByText('We sent a confirmation link to new@example.com.')).toBeInTheDocument();
  });

  it('shows an address taken by another account under the field', async () => {
    const variables = { newEmail: 'taken@example.com', password: 'password123' };
    const user = renderPage([
      {
        request: { query: ChangeEmailDocument, variables },
        result: { errors: [serverError('BAD_USER_INPUT', 'validation.emailTaken', { field: 'newEmail' })] },
      },
    ]);
    await screen.findByRole('form', { name: 'Change e-mail' });
    await user.type(within(form()).getByLabelText('New e-mail address'), variables.newEmail);
    await user.type(within(form()).getByLabelText('Your password'), variables.password);
    await user.click(within(form()).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form()).findByText('An account with this email already exists')).toBeInTheDocument();
  });
});

describe('Settings → Account: sessions', () => {
  it('lists the devices with their place, this one marked, and signs out another', async () => {
    const signedOut = jest.fn(() => ({ data: { revokeSession: true } }));
    const user = renderPage([
      { request: { query: RevokeSessionDocument, variables: { id: 's-2' } }, result: signedOut },
    ]);
    const list = await screen.findByRole('list', { name: "Where you're signed in" });
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText(/Addis Ababa, Ethiopia · last seen/)).toBeInTheDocument();
    expect(within(list).getByText(/Unknown place · last seen/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await findToast('Device signed out')).toBeInTheDocument();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('signs out all other devices', async () => {
    const user = renderPage([
      { request: { query: RevokeOtherSessionsDocument }, result: { data: { revokeOtherSessions: 1 } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(screen.getAllByText('All other devices signed out').length).toBeGreaterThan(0));
  });
});
