import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatsCards_StatsFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import { ReactivateUserDocument, SuspendUserDocument } from './user-management-operations';

/** Keeps the Active Users and Suspended counters in step with a suspension, without refetching the page. */
function adjustSuspendedCount(cache: ApolloCache, delta: number) {
  cache.modify<{ userStats: UserStatsCards_StatsFragment }>({
    fields: {
      userStats(existing, { isReference }) {
        return isReference(existing)
          ? existing
          : {
              ...existing,
              suspended: Math.max(0, existing.suspended + delta),
              activeUsers: Math.max(0, existing.activeUsers - delta),
            };
      },
    },
  });
}

/**
 * Suspend (with an optional reason) and Reactivate, with their toasts. The mutation answers the profile's suspension,
 * which the normalized cache writes into the row; the server's refusals are shown in the reader's language.
 */
export function useSuspension() {
  const { t } = useTranslation('admin');
  const { fromError } = useServerMessage();
  const [suspendUser] = useMutation(SuspendUserDocument);
  const [reactivateUser] = useMutation(ReactivateUserDocument);

  const failed = useCallback(
    (error: unknown) => {
      toast({
        title: t('users.toasts.errorTitle'),
        description: fromError(error, t('users.toasts.suspendFailed')),
        variant: 'destructive',
      });
      return false;
    },
    [fromError, t],
  );

  const suspend = useCallback(
    async (userId: string, reason: string): Promise<boolean> => {
      try {
        await suspendUser({
          variables: { userId, reason: reason.trim() || null },
          update: (cache) => adjustSuspendedCount(cache, 1),
        });
        toast({ title: t('users.toasts.suspended') });
        return true;
      } catch (error) {
        return failed(error);
      }
    },
    [failed, suspendUser, t],
  );

  const reactivate = useCallback(
    async (userId: string): Promise<boolean> => {
      try {
        await reactivateUser({ variables: { userId }, update: (cache) => adjustSuspendedCount(cache, -1) });
        toast({ title: t('users.toasts.reactivated') });
        return true;
      } catch (error) {
        return failed(error);
      }
    },
    [failed, reactivateUser, t],
  );

  return { suspend, reactivate };
}
