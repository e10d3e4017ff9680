import { ChartColumn, LogOut, Rocket, Settings, User } from 'lucide-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAuth, useSignOut } from '@/features/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';

const LINKS = [
  // Your own profile, where it can be edited (Creator Hub has its place in the sidebar).
  { key: 'myAccount', to: '/dashboard/profile', icon: User },
  { key: 'settings', to: '/dashboard/preferences', icon: Settings },
  { key: 'analytics', to: '/dashboard/analytics', icon: ChartColumn },
  { key: 'creatorMode', to: '/dashboard/studio', icon: Rocket },
] as const;

interface UserMenuDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The avatar button. */
  trigger: ReactElement;
}

/** The avatar menu's Radix part, loaded when the menu is first opened (user-menu.tsx). */
export function UserMenuDropdown({ open, onOpenChange, trigger }: UserMenuDropdownProps) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{user.profile?.username ?? user.username}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {LINKS.map(({ key, to, icon: Icon }) => (
          <DropdownMenuItem key={key} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {t(`userMenu.${key}`)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOut aria-hidden className="text-destructive" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
