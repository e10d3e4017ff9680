import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { ResetPasswordDocument } from './auth-operations';
import { NewPasswordForm } from './new-password-form';

afterEach(() => dismissToast());

describe('NewPasswordForm', () => {
  it('applies the password rule', async () => {
    renderWithProviders(<NewPasswordForm token="kzr_token" />, { route: '/auth/reset-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    const form = within(screen.getByRole('form', { name: 'Choose a new password' }));
    expect(await form.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it("shows the server's message for an invalid or expired link", async () => {
    const message = 'This password reset link is invalid or has expired';
    const error = serverError('BAD_USER_INPUT', 'validation.invalidResetToken', { field: 'token' });
    renderWithProviders(<NewPasswordForm token="kzr_old" />, {
      route: '/auth/reset-password',
      mocks: [
        {
          request: { query: ResetPasswordDocument, variables: { token: 'kzr_old', password: 'secret123' } },
          result: { errors: [error] },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await findToast('Error')).toBeInTheDocument();
  });
});
