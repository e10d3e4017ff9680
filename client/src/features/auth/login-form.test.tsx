import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY } from '@/apollo/session-store';
import { findToast, renderWithProviders, sessionPayload } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { SignInDocument } from './auth-operations';
import { LoginForm } from './login-form';

const input = { email: 'amina@example.com', password: 'secret123' };

function renderLogin(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<LoginForm onForgotPassword={jest.fn()} />, { mocks, route: '/auth' });
  return within(screen.getByRole('form', { name: 'Login' }));
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  dismissToast();
  localStorage.clear();
});

describe('LoginForm', () => {
  it('labels every field and marks it required', () => {
    renderLogin();
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
  });

  it('shows "Invalid email address" inline and as a Validation Error toast', async () => {
    const form = renderLogin();
    await fill('not-an-email', 'secret123');
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    expect(await findToast('Validation Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Password must be at least 6 characters" for a short password', async () => {
    const form = renderLogin();
    await fill('amina@example.com', '123');
    expect(await form.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(await findToast('Validation Error')).toBeInTheDocument();
  });

  it('toasts only the first failing rule when several fail', async () => {
    renderLogin();
    await fill('bad', '1');
    const toast = (await findToast('Validation Error')).closest('li');
    expect(toast).toHaveTextContent('Invalid email address');
    expect(toast).not.toHaveTextContent('Password must be');
  });

  it('shows "Logging in..." while signing in, then welcomes the user and opens the dashboard', async () => {
    renderLogin([
      {
        request: { query: SignInDocument, variables: { input } },
        result: { data: { signIn: sessionPayload } },
        delay: 200,
      },
    ]);
    await fill(input.email, input.password);
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(await findToast('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByText('You have successfully logged in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard'));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      accessToken: 'access-token',
    });
  });

  it('shows "Login Failed" with the server message', async () => {
    const error = serverError('UNAUTHENTICATED', 'validation.invalidCredentials');
    renderLogin([{ request: { query: SignInDocument, variables: { input } }, result: { errors: [error] } }]);
    await fill(input.email, input.password);
    expect(await findToast('Login Failed')).toBeInTheDocument();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/auth');
  });

  it('falls back to "An error occurred" when the server is unreachable', async () => {
    renderLogin([
      { request: { query: SignInDocument, variables: { input } }, error: new TypeError('Failed to fetch') },
    ]);
    await fill(input.email, input.password);
    expect(await findToast('Login Failed')).toBeInTheDocument();
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});
