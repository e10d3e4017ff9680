import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/apollo/session-store';
import { useAuth } from '@/features/auth';
import type { Role, UserStatsCards_StatsFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import { PromoteToAdminDocument, RemoveAdminDocument } from './user-management-operations';

/** Keeps the Admins counter in step with a role change, without refetching the page. */
function adjustAdminCount(cache: ApolloCache, delta: number) {
  cache.modify<{ userStats: UserStatsCards_StatsFragment }>({
    fields: {
      userStats(existing, { isReference }) {
        return isReference(existing) ? existing : { ...existing, admins: Math.max(0, existing.admins + delta) };
      },
    },
  });
}

export type AdminChange = 'promote' | 'remove';

/**
 * Make Admin / Remove Admin with spec §8's toasts. The mutation answers the profile's new roles, which the
 * normalized cache writes into the row; the counter moves only when the role really changed.
 */
export function useChangeAdminRole() {
  const { t } = useTranslation('admin');
  const { fromError } = useServerMessage();
  const { user } = useAuth();
  const [promote] = useMutation(PromoteToAdminDocument);
  const [remove] = useMutation(RemoveAdminDocument);

  return useCallback(
    async (change: AdminChange, userId: string, rolesBefore: readonly Role[]): Promise<boolean> => {
      const wasAdmin = rolesBefore.includes('ADMIN');
      try {
        if (change === 'promote') {
          await promote({ variables: { userId }, update: (cache) => !wasAdmin && adjustAdminCount(cache, 1) });
          toast({ title: t('users.toasts.promoted') });
        } else {
          const { data } = await remove({
            variables: { userId },
            update: (cache) => wasAdmin && adjustAdminCount(cache, -1),
          });
          toast({ title: t('users.toasts.removed') });
          // An admin who stepped down loses the admin screens at once, as the server already treats them.
          if (user && data && userId === user.id) sessionStore.updateUser({ ...user, roles: data.removeAdmin.roles });
        }
        return true;
      } catch (error) {
        const fallback = change === 'promote' ? t('users.toasts.promoteFailed') : t('users.toasts.demoteFailed');
        toast({ title: t('users.toasts.errorTitle'), description: fromError(error, fallback), variant: 'destructive' });
        return false;
      }
    },
    [fromError, promote, remove, t, user],
  );
}
