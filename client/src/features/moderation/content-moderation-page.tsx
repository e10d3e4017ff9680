import { useMutation, useQuery } from '@apollo/client/react';
import { CircleCheck, Clock, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StatCard } from '@/ui/stat-card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import type { ModerationDecision, ModerationItem_ItemFragment, ModerationStatus } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { toast } from '@/ui/use-toast';
import { FlaggedItemCard } from './flagged-item-card';
import { ModerateContentDocument, ModerationQueueDocument } from './moderation-operations';
import { useLoadMore } from '@/lib/use-load-more';

const STATUSES = ['PENDING', 'APPROVED', 'REMOVED'] as const satisfies readonly ModerationStatus[];
const TAB_KEYS = { PENDING: 'pending', APPROVED: 'approved', REMOVED: 'removed' } as const;
const EMPTY_KEYS = {
  PENDING: 'moderation.empty',
  APPROVED: 'moderation.emptyApproved',
  REMOVED: 'moderation.emptyRemoved',
} as const;

/**
 * /dashboard/admin/moderation: the counters, and the posts and comments waiting for a decision, newest first; the
 * Approved and Removed tabs list what was decided, by whom and when (?status=approved|removed keeps the tab).
 */
export function ContentModerationPage() {
  const { t } = useTranslation('admin');
  const { fromError } = useServerMessage();
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => TAB_KEYS[s] === params.get('status')) ?? 'PENDING';
  const { data, error, refetch, fetchMore } = useQuery(ModerationQueueDocument, {
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });
  const [moderate] = useMutation(ModerateContentDocument, {
    refetchQueries: [ModerationQueueDocument],
    awaitRefetchQueries: true,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const counts = data?.moderationCounts;
  const items = data?.moderationQueue.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.moderationQueue.pageInfo);

  const decide = async (item: ModerationItem_ItemFragment, decision: ModerationDecision) => {
    setBusy(item.id);
    try {
      await moderate({ variables: { id: item.id, decision } });
      toast({ title: t(decision === 'APPROVE' ? 'moderation.toasts.approved' : 'moderation.toasts.removed') });
    } catch (failure) {
      toast({ title: t('moderation.toasts.failed'), description: fromError(failure), variant: 'destructive' });
      void refetch();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="moderation-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 id="moderation-title" className="text-3xl font-bold tracking-tight">
          {t('moderation.title')}
        </h1>
        <p className="text-muted-foreground">{t('moderation.subtitle')}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          layout="tile"
          label={t('moderation.stats.pending')}
          value={counts?.pending}
          icon={Clock}
          iconTone="text-ochre"
          testId="stat-pending"
        />
        <StatCard
          layout="tile"
          label={t('moderation.stats.approved')}
          value={counts?.approved}
          icon={CircleCheck}
          iconTone="text-success"
          testId="stat-approved"
        />
        <StatCard
          layout="tile"
          label={t('moderation.stats.removed')}
          value={counts?.removed}
          icon={Trash2}
          iconTone="text-destructive"
          testId="stat-removed"
        />
      </div>
      <h2 className="text-xl font-semibold">{t('moderation.flaggedTitle')}</h2>
      <Tabs
        value={status}
        onValueChange={(next) =>
          setParams(next === 'PENDING' ? {} : { status: TAB_KEYS[next as ModerationStatus] }, { replace: true })
        }
      >
        <TabsList aria-label={t('moderation.tabs.label')}>
          {STATUSES.map((s) => (
            <TabsTrigger key={s} value={s}>
              {t(`moderation.tabs.${TAB_KEYS[s]}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status} className="flex flex-col gap-4">
          {error && !data ? (
            <LoadError
              text={t('moderation.loadError')}
              retryLabel={t('moderation.retry')}
              onRetry={() => void refetch()}
            />
          ) : !data ? (
            <Spinner className="mx-auto" />
          ) : items.length === 0 ? (
            <EmptyState icon={ShieldCheck} text={t(EMPTY_KEYS[status])} />
          ) : (
            <ul className="grid gap-4">
              {items.map((item) => (
                <FlaggedItemCard
                  key={item.id}
                  item={item}
                  busy={busy === item.id}
                  onDecide={(i, d) => void decide(i, d)}
                />
              ))}
            </ul>
          )}
          {hasMore && (
            <Button variant="outline" className="self-center" onClick={loadMore}>
              {t('moderation.more')}
            </Button>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
