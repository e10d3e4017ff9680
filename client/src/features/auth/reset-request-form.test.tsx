import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { RequestPasswordResetDocument } from './auth-operations';
import { ResetRequestForm } from './reset-request-form';

afterEach(() => dismissToast());

function renderReset(mocks: MockLink.MockedResponse[] = [], onBack = jest.fn()) {
  renderWithProviders(<ResetRequestForm onBack={onBack} />, { mocks, route: '/auth' });
  return { form: within(screen.getByRole('form', { name: 'Reset Password' })), onBack };
}

describe('ResetRequestForm', () => {
  it('shows "Invalid email address" for an invalid email', async () => {
    const { form, onBack } = renderReset();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'amina.example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    expect(await findToast('Validation Error')).toBeInTheDocument();
    expect(onBack).not.toHaveBeenCalled();
  });

  it('shows "Sending..." then "Check your email" and returns to the login view', async () => {
    const email = 'amina@example.com';
    const { onBack } = renderReset([
      {
        request: { query: RequestPasswordResetDocument, variables: { email } },
        result: { data: { requestPasswordReset: true } },
        delay: 200,
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await findToast('Check your email')).toBeInTheDocument();
    expect(screen.getByText("We've sent you a password reset link.")).toBeInTheDocument();
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('goes back to login with Back to Login', async () => {
    const { onBack } = renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
