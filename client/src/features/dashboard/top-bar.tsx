import { Plus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TopBarSearch } from '@/features/search';
import { NotificationsButton } from '@/features/shell';
import { Button } from '@/ui/button';
import { SidebarTrigger } from '@/ui/sidebar';
import { UserMenu } from './user-menu';

/** Dashboard top bar (spec §2.3): search, Create, wallet, notifications and the avatar menu. */
export function TopBar() {
  const { t } = useTranslation('dashboard');
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur md:px-6">
      <SidebarTrigger className="-ms-1" />
      <TopBarSearch />
      <div className="ms-auto flex items-center gap-1 sm:gap-2">
        <Button asChild size="sm" className="h-9">
          <Link to="/dashboard/create" aria-label={t('topBar.create')}>
            <Plus aria-hidden />
            <span className="hidden sm:inline">{t('topBar.create')}</span>
          </Link>
        </Button>
        <Button asChild variant="ghost" size="icon" className="hidden sm:inline-flex">
          <Link to="/dashboard/wallet" aria-label={t('topBar.wallet')}>
            <Wallet aria-hidden />
          </Link>
        </Button>
        <NotificationsButton />
        <UserMenu />
      </div>
    </header>
  );
}
