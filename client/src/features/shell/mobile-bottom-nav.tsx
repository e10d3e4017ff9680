import { Compass, House, SquarePlus, UserRound, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { cn } from '@/lib/utils';

// Spec §2.3: Home, Explore, Create, K-Wallet, Profile, below large screens. Each tab opens its screen.
const TABS = [
  { key: 'home', to: '/dashboard', icon: House, end: true },
  { key: 'explore', to: '/dashboard/trending', icon: Compass, end: false },
  { key: 'create', to: '/dashboard/create', icon: SquarePlus, end: false },
  { key: 'wallet', to: '/dashboard/wallet', icon: Wallet, end: false },
  { key: 'profile', to: '/dashboard/profile', icon: UserRound, end: false },
] as const;

/** The bottom tab bar of the dashboard on mobile (spec §9: below 768 px); from md up the sidebar takes its place. */
export function MobileBottomNav() {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('bottomNav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {TABS.map(({ key, to, icon: Icon, end }) => {
          const active = matchPath({ path: to, end }, pathname) !== null;
          return (
            <li key={key}>
              <NavLink
                to={to}
                end={end}
                className={cn(
                  'flex flex-col items-center gap-0.5 py-2 text-[11px] font-medium transition-colors',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className={cn('size-5', key === 'create' && 'size-6')} aria-hidden />
                {t(`bottomNav.${key}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
