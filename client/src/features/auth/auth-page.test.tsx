import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@/apollo/session-store';
import { sessionPayload } from '@/test/render';
import { useAuth } from './auth-context';
import { AuthPage } from './auth-page';
import { AuthProvider } from './auth-provider';
import { RequireAuth } from './require-auth';

function renderApp(path: string) {
  return render(
    <MockedProvider>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/dashboard/*" element={<RequireAuth>Dashboard screen</RequireAuth>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

afterEach(() => {
  sessionStore.set(null);
  localStorage.clear();
});

describe('AuthPage', () => {
  it('opens on the Login tab of the "Welcome to Kuza" card', () => {
    renderApp('/auth');
    expect(screen.getByRole('heading', { name: 'Welcome to Kuza' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
  });

  it('switches to Sign Up, and to the Reset Password view and back', async () => {
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('form', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /dashboard', async () => {
    sessionStore.set(sessionPayload);
    renderApp('/auth');
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });
});

describe('RequireAuth', () => {
  it('redirects to /auth when nobody is signed in', async () => {
    renderApp('/dashboard/trending');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome to Kuza' })).toBeInTheDocument());
  });
});

describe('useAuth', () => {
  it('throws outside an AuthProvider', () => {
    const Probe = () => <>{useAuth().user?.email}</>;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
