import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@/apollo/session-store';
import { sessionPayload } from '@/test/render';
import { Hammer } from 'lucide-react';
import { ComingSoonPage } from './coming-soon-page';
import { DASHBOARD_PAGES } from './dashboard-pages';
import { DASHBOARD_SCREENS } from './dashboard-routes';
import { renderDashboard } from './testing';

afterEach(() => sessionStore.set(null));

describe('DashboardApp', () => {
  it('shows a named Coming soon page for a screen that is not built yet, inside the shell with its footer', async () => {
    // Screens get built one by one: take any route that still has no page.
    const unbuilt = DASHBOARD_SCREENS.find((route) => !route.path.includes(':') && !(route.path in DASHBOARD_PAGES));
    const { unmount } = render(
      <MemoryRouter>
        <ComingSoonPage title="Academy" icon={Hammer} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Academy' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    unmount();
    renderDashboard(`/dashboard/${unbuilt?.path ?? 'academy'}`);
    expect(await screen.findByText('© 2025 Kuza')).toBeInTheDocument();
    if (unbuilt) expect(await screen.findByText('Coming soon')).toBeInTheDocument();
  });

  it('highlights the active link; My Flow only on /dashboard itself', async () => {
    renderDashboard('/dashboard/trending');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Trending' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'My Flow' })).not.toHaveAttribute('aria-current');
  });

  it('hides the Admin group from regular users and shows it to admins', async () => {
    const { unmount } = renderDashboard('/dashboard');
    expect(await screen.findByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();
    renderDashboard('/dashboard', { ...sessionPayload, user: { ...sessionPayload.user, roles: ['ADMIN', 'USER'] } });
    expect(await screen.findByRole('button', { name: 'Admin' })).toBeInTheDocument();
  });

  it('sends the former Reported messages address to Reports & Flags, which lists message reports', async () => {
    renderDashboard('/dashboard/admin/message-reports', {
      ...sessionPayload,
      user: { ...sessionPayload.user, roles: ['ADMIN', 'USER'] },
    });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: 'Reports & Flags' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Reported messages' })).not.toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('has the top bar search, Create, wallet, notifications and the avatar initial', async () => {
    renderDashboard('/dashboard');
    expect(await screen.findByPlaceholderText('Search users, tags, trending...')).toBeInTheDocument();
    const topBar = screen.getByPlaceholderText('Search users, tags, trending...').closest('header') as HTMLElement;
    expect(within(topBar).getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/dashboard/create');
    expect(within(topBar).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('A');
  });

  it('logs out from the avatar menu and goes to /auth', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    // The menu's code loads on the first click.
    await screen.findByRole('menu');
    for (const item of ['My Account', 'Settings', 'Analytics', 'Creator Mode'])
      expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
    // My Account is one's own profile, where it can be edited.
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/dashboard/profile');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(sessionStore.get()).toBeNull();
  });

  it('opens the avatar menu from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    (await screen.findByRole('button', { name: 'Account menu' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus goes back to the avatar button.
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
