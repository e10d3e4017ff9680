import { Bell, Plus, Search, Wallet } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { SidebarTrigger } from '@/ui/sidebar';
import { UserMenu } from './user-menu';

/** Dashboard top bar (spec §2.3): search, Create, wallet, notifications and the avatar menu. */
export function TopBar() {
  const { t } = useTranslation('dashboard');
  const searchId = useId();
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur md:px-6">
      <SidebarTrigger className="-ms-1" />
      <form role="search" className="relative max-w-md flex-1" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="sr-only">
          {t('topBar.searchLabel')}
        </label>
        <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={searchId} type="search" placeholder={t('topBar.searchPlaceholder')} className="h-9 rounded-full bg-muted/60 ps-9" />
      </form>
      <div className="ms-auto flex items-center gap-1 sm:gap-2">
        <Button asChild size="sm" className="h-9">
          <Link to="/dashboard/create" aria-label={t('topBar.create')}>
            <Plus aria-hidden />
            <span className="hidden sm:inline">{t('topBar.create')}</span>
          </Link>
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('topBar.wallet')}>
          <Wallet aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('topBar.notifications')}>
          <Bell aria-hidden />
        </Button>
        <UserMenu />
      </div>
    </header>
  );
}
