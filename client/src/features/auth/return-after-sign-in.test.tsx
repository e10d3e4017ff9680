import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { sessionStore } from '@/apollo/session-store';
import { sessionPayload } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { SignInDocument, SignUpDocument } from './auth-operations';
import { AuthPage } from './auth-page';
import { AuthProvider } from './auth-provider';
import { RequireAuth } from './require-auth';

const credentials = { email: 'amina@example.com', password: 'secret123' };
const signInMock: MockLink.MockedResponse = {
  request: { query: SignInDocument, variables: { input: credentials } },
  result: { data: { signIn: sessionPayload } },
};
const signUpInput = { username: 'amina', ...credentials };
const signUpMock: MockLink.MockedResponse = {
  // The language shown is sent with a sign-up (issue 33).
  request: { query: SignUpDocument, variables: { input: { ...signUpInput, language: 'en' } } },
  result: { data: { signUp: sessionPayload } },
};

/** Shows the full current location, so a test can tell a return path from a plain /dashboard. */
function CurrentLocation() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="current-location">{`${pathname}${search}${hash}`}</p>;
}

function renderApp(entry: InitialEntry, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/dashboard/*" element={<RequireAuth>Dashboard screen</RequireAuth>} />
            <Route path="*" element={<p>Outside the dashboard</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

async function logIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), credentials.email);
  await user.type(screen.getByLabelText(/Password/), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function expectLocation(location: string) {
  // The first sign-in of the file also loads the dashboard's modules: on a loaded CI machine that can pass a second.
  expect(await screen.findByText('Dashboard screen', {}, { timeout: 5_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('current-location').textContent).toBe(location));
}

afterEach(() => {
  dismissToast();
  sessionStore.set(null);
  localStorage.clear();
});

describe('returning to the wanted dashboard page after signing in', () => {
  it('opens the protected hashtag page after logging in from it', async () => {
    renderApp('/dashboard/hashtag/afrobeats', [signInMock]);
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('current-location')).toHaveTextContent('/auth');
    await logIn();
    await expectLocation('/dashboard/hashtag/afrobeats');
  });

  it('keeps the query and fragment of the wanted page', async () => {
    renderApp('/dashboard/trending?tag=afrobeats#posts', [signInMock]);
    await logIn();
    await expectLocation('/dashboard/trending?tag=afrobeats#posts');
  });

  it('keeps the wanted page across tab switches and returns there after signing up', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/hashtag/afrobeats', [signUpMock]);
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/Username/), signUpInput.username);
    await user.type(screen.getByLabelText(/Email/), signUpInput.email);
    await user.type(screen.getByLabelText(/Password/), signUpInput.password);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await expectLocation('/dashboard/hashtag/afrobeats');
  });

  it('sends a visitor who is already signed in straight to the wanted page', async () => {
    sessionStore.set(sessionPayload);
    renderApp({ pathname: '/auth', state: { from: '/dashboard/hashtag/afrobeats' } });
    await expectLocation('/dashboard/hashtag/afrobeats');
  });

  it.each(['//evil.example', '/admin', 'https://x', '/dashboard/../admin'])(
    'ignores a crafted return path %j and opens /dashboard after logging in',
    async (from) => {
      renderApp({ pathname: '/auth', state: { from } }, [signInMock]);
      await logIn();
      await expectLocation('/dashboard');
    },
  );

  it('ignores a crafted return path for a visitor who is already signed in', async () => {
    sessionStore.set(sessionPayload);
    renderApp({ pathname: '/auth', state: { from: '//evil.example' } });
    await expectLocation('/dashboard');
  });
});
