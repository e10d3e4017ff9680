import { useQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@kuza/common';
import type { UserRow_ProfileFragment } from '@/gql/graphql';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/use-toast';
import { useChangeAdminRole, type AdminChange } from './use-admin-role';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLoadMore } from '@/lib/use-load-more';
import { UserManagementPageDocument } from './user-management-operations';
import { UserRow } from './user-row';
import { UserStatsCards } from './user-stats-cards';

export const USER_PAGE_SIZE = LIMITS.pageSizeDefault;
export const SEARCH_DEBOUNCE_MS = 300;

/** /dashboard/admin/users: counters, the user list with search and Load more, and Make/Remove Admin. */
export function UserManagementPage() {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, error, fetchMore } = useQuery(UserManagementPageDocument, {
    variables: { search: search || null, first: USER_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const changeRole = useChangeAdminRole();
  const { user } = useAuth();

  useEffect(() => {
    if (error)
      toast({ title: t('users.toasts.errorTitle'), description: t('users.toasts.loadFailed'), variant: 'destructive' });
  }, [error, t]);

  const onChange = useCallback(
    (change: AdminChange, profile: UserRow_ProfileFragment) => changeRole(change, profile.id, profile.roles),
    [changeRole],
  );

  // While a new search loads, keep showing the last answer instead of flashing an empty list.
  const shown = data ?? previousData;
  const profiles = shown?.profiles;
  const { hasMore, loadingMore, loadMore } = useLoadMore(fetchMore, profiles?.pageInfo);
  const searching = !data && Boolean(previousData);

  return (
    <section aria-labelledby="users-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 id="users-title" className="text-3xl font-bold tracking-tight">
          {t('users.title')}
        </h1>
        <p className="text-muted-foreground">{t('users.subtitle')}</p>
      </header>

      <UserStatsCards stats={shown?.userStats} />

      <div className="rounded-xl border bg-card shadow-sm">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-lg font-semibold">{t('users.listTitle')}</h2>
          <div className="relative w-full sm:max-w-xs">
            <label htmlFor={searchId} className="sr-only">
              {t('users.searchLabel')}
            </label>
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('users.searchPlaceholder')}
              className="ps-9"
            />
          </div>
        </div>

        {!profiles ? (
          error ? (
            <p className="p-8 text-center text-destructive">{t('users.toasts.loadFailed')}</p>
          ) : (
            <p className="flex items-center justify-center gap-2 p-8 text-muted-foreground" role="status">
              <Spinner className="size-4" />
              {t('users.loading')}
            </p>
          )
        ) : profiles.edges.length === 0 ? (
          <p className="p-8 text-center text-muted-foreground">{t('users.empty')}</p>
        ) : (
          <ul
            aria-label={t('users.listTitle')}
            aria-busy={searching}
            className={searching ? 'divide-y opacity-60' : 'divide-y'}
          >
            {profiles.edges.map(({ node }) => (
              <UserRow key={node.id} profile={node} onChange={onChange} isSelf={node.id === user?.id} />
            ))}
          </ul>
        )}

        {hasMore && data && (
          <div className="flex justify-center border-t p-4">
            <Button variant="outline" disabled={loadingMore} aria-busy={loadingMore} onClick={loadMore}>
              {loadingMore && <Spinner className="size-4" />}
              {loadingMore ? t('users.loadingMore') : t('users.loadMore')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
