import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLoadMore } from '@/lib/use-load-more';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { PageSpinner } from '@/ui/page-spinner';
import { ScreenHeader } from '@/ui/screen-header';
import { MessageReportsPageDocument } from './message-operations';

/** Staff: direct messages reported by their recipients, newest first (only the reported message, never the thread). */
export function MessageReportsPage() {
  const { t, i18n } = useTranslation('direct-messages');
  usePageTitle(t('reports.title'));
  const { data, loading, fetchMore } = useQuery(MessageReportsPageDocument, { variables: { first: 20 } });
  const { loadMore, hasMore, loadingMore } = useLoadMore(fetchMore, data?.messageReports.pageInfo);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const reports = data?.messageReports.edges.map((edge) => edge.node) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader id="message-reports-title" title={t('reports.title')} subtitle={t('reports.subtitle')} />
      {loading && !data ? (
        <PageSpinner />
      ) : reports.length === 0 ? (
        <p className="text-muted-foreground">{t('reports.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.map((report) => (
            <li key={report.id} data-testid="message-report">
              <Card>
                <CardContent className="flex flex-col gap-2 pt-6 text-sm">
                  <p className="font-medium">
                    {t('reports.line', {
                      reporter: report.reporter?.username ?? t('someone'),
                      sender: report.message?.sender?.username ?? t('someone'),
                      reason: t(`reasons.${report.reason}`, { defaultValue: report.reason }),
                    })}
                  </p>
                  <blockquote className="whitespace-pre-wrap border-s-2 ps-3">
                    {report.message?.mediaUrl && (
                      <img src={report.message.mediaUrl} alt={t('image')} className="mb-1 max-h-40 rounded" />
                    )}
                    {report.message?.content}
                  </blockquote>
                  {report.details && <p className="text-muted-foreground">{report.details}</p>}
                  <time className="text-xs text-muted-foreground" dateTime={report.createdAt}>
                    {date.format(new Date(report.createdAt))}
                  </time>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="outline" onClick={loadMore} disabled={loadingMore} className="self-center">
          {t('reports.more')}
        </Button>
      )}
    </div>
  );
}
