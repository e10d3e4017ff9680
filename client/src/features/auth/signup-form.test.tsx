import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders, sessionPayload } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { i18n } from '@/i18n';
import { SignUpDocument } from './auth-operations';
import { SignUpForm } from './signup-form';

const input = { username: 'amina', email: 'amina@example.com', password: 'secret123' };

function renderSignUp(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<SignUpForm />, { mocks, route: '/auth' });
  return within(screen.getByRole('form', { name: 'Sign Up' }));
}

async function fill(values: typeof input) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Username/), values.username);
  await user.type(screen.getByLabelText(/Email/), values.email);
  await user.type(screen.getByLabelText(/Password/), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

afterEach(() => {
  dismissToast();
  localStorage.clear();
});

describe('SignUpForm', () => {
  it('has a required, labelled username, email and password', () => {
    renderSignUp();
    for (const label of [/Username/, /Email/, /Password/]) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('shows "Username must be at least 3 characters" for a short username', async () => {
    const form = renderSignUp();
    await fill({ ...input, username: 'ab' });
    expect(await form.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(await findToast('Validation Error')).toBeInTheDocument();
  });

  it('applies the same email and password rules as login', async () => {
    const form = renderSignUp();
    await fill({ ...input, email: 'amina@', password: '12345' });
    expect(await form.findByText('Invalid email address')).toBeInTheDocument();
    expect(form.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows "Creating account..." while signing up, then "Account created!" and the dashboard', async () => {
    renderSignUp([
      {
        request: { query: SignUpDocument, variables: { input: { ...input, language: 'en' } } },
        result: { data: { signUp: sessionPayload } },
        delay: 200,
      },
    ]);
    await fill(input);
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(await findToast('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Kuza. You can now start exploring.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard'));
  });

  describe('when an admin has closed sign-ups', () => {
    afterEach(() => act(() => i18n.changeLanguage('en')));
    // The language shown is sent with the sign-up (issue 33), so the French reader's mock carries "fr".
    const closed = (language = 'en'): MockLink.MockedResponse => ({
      request: { query: SignUpDocument, variables: { input: { ...input, language } } },
      result: { errors: [serverError('FORBIDDEN', 'platform.signupsClosed')] },
    });

    it("says so with the server's message", async () => {
      renderSignUp([closed()]);
      await fill(input);
      expect(await findToast('Signup Failed')).toBeInTheDocument();
      expect(screen.getAllByText('New sign-ups are closed for now. Please try again later.').length).toBeGreaterThan(0);
    });

    it("says so in the reader's language", async () => {
      await act(() => i18n.changeLanguage('fr'));
      renderWithProviders(<SignUpForm />, { mocks: [closed('fr')], route: '/auth' });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/Nom d'utilisateur/), input.username);
      await user.type(screen.getByLabelText(/E-mail/), input.email);
      await user.type(screen.getByLabelText(/Mot de passe/), input.password);
      await user.click(screen.getByRole('button', { name: "S'inscrire" }));
      await waitFor(() =>
        expect(
          screen.getAllByText('Les inscriptions sont fermées pour le moment. Veuillez réessayer plus tard.').length,
        ).toBeGreaterThan(0),
      );
    });
  });
});
