import { useMutation, useQuery } from '@apollo/client/react';
import { CircleAlert, CircleCheck, Flag, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StatCard } from '@/ui/stat-card';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import type { ReportAction, ReportCard_ReportFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { toast } from '@/ui/use-toast';
import {
  ModerationQueueDocument,
  ReportsDocument,
  ResolveReportDocument,
  ReviewReportDocument,
} from './moderation-operations';
import { ReportCard } from './report-card';
import { useLoadMore } from '@/lib/use-load-more';

/**
 * /dashboard/admin/reports: the counters and the open reports, newest first, each to review and act on; the Resolved
 * tab lists what was done about the others, by whom and when (?view=resolved keeps the tab).
 */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const { fromError } = useServerMessage();
  const [params, setParams] = useSearchParams();
  const resolved = params.get('view') === 'resolved';
  const { data, error, refetch, fetchMore } = useQuery(ReportsDocument, {
    variables: { resolved },
    fetchPolicy: 'cache-and-network',
  });
  const [reviewReport] = useMutation(ReviewReportDocument);
  // Removing content resolves every report on it, and the queue's counts move too: both are read again.
  const [resolveReport] = useMutation(ResolveReportDocument, {
    refetchQueries: [ReportsDocument, ModerationQueueDocument],
    awaitRefetchQueries: true,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const counts = data?.reportCounts;
  const reports = data?.reports.edges.map((edge) => edge.node) ?? [];
  const { hasMore, loadMore } = useLoadMore(fetchMore, data?.reports.pageInfo);

  const fail = (failure: unknown) => {
    toast({ title: t('reports.toasts.failed'), description: fromError(failure), variant: 'destructive' });
    void refetch();
  };
  const review = (report: ReportCard_ReportFragment) => void reviewReport({ variables: { id: report.id } }).catch(fail);
  const resolve = async (report: ReportCard_ReportFragment, action: ReportAction) => {
    setBusy(report.id);
    try {
      await resolveReport({ variables: { id: report.id, action } });
      toast({ title: t(action === 'DISMISS' ? 'reports.toasts.dismissed' : 'reports.toasts.removed') });
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="reports-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 id="reports-title" className="text-3xl font-bold tracking-tight">
          {t('reports.title')}
        </h1>
        <p className="text-muted-foreground">{t('reports.subtitle')}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard layout="tile" label={t('reports.stats.open')} value={counts?.open} icon={Flag} testId="stat-open" />
        <StatCard
          layout="tile"
          label={t('reports.stats.highPriority')}
          value={counts?.highPriority}
          icon={CircleAlert}
          iconTone="text-destructive"
          testId="stat-high-priority"
        />
        <StatCard
          layout="tile"
          label={t('reports.stats.resolvedToday')}
          value={counts?.resolvedToday}
          icon={CircleCheck}
          iconTone="text-success"
          testId="stat-resolved-today"
        />
      </div>
      <h2 className="text-xl font-semibold">{t('reports.listTitle')}</h2>
      <Tabs
        value={resolved ? 'resolved' : 'open'}
        onValueChange={(next) => setParams(next === 'resolved' ? { view: 'resolved' } : {}, { replace: true })}
      >
        <TabsList aria-label={t('reports.tabs.label')}>
          <TabsTrigger value="open">{t('reports.tabs.open')}</TabsTrigger>
          <TabsTrigger value="resolved">{t('reports.tabs.resolved')}</TabsTrigger>
        </TabsList>
        <TabsContent value={resolved ? 'resolved' : 'open'} className="flex flex-col gap-4">
          {error && !data ? (
            <LoadError text={t('reports.loadError')} retryLabel={t('reports.retry')} onRetry={() => void refetch()} />
          ) : !data ? (
            <Spinner className="mx-auto" />
          ) : reports.length === 0 ? (
            <EmptyState icon={Inbox} text={t(resolved ? 'reports.emptyResolved' : 'reports.empty')} />
          ) : (
            <ul className="grid gap-4">
              {reports.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  busy={busy === report.id}
                  onReview={review}
                  onResolve={(r, a) => void resolve(r, a)}
                />
              ))}
            </ul>
          )}
          {hasMore && (
            <Button variant="outline" className="self-center" onClick={loadMore}>
              {t('reports.more')}
            </Button>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}
