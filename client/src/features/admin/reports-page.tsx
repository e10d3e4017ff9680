import { CircleAlert, CircleCheck, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/use-toast';
import { REPORT_COUNTS, SAMPLE_REPORTS, type SampleReport } from './moderation-samples';
import { SampleNotice } from './sample-notice';
import { SampleReportCard, type ReportState } from './sample-report-card';
import { StatCard } from './stat-card';

/** /dashboard/admin/reports (spec §2.3): sample counters and reports; what an admin does stays on this screen. */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const [states, setStates] = useState<Partial<Record<SampleReport['id'], ReportState>>>({});
  const resolved = SAMPLE_REPORTS.filter((report) => states[report.id] === 'resolved');

  const review = (report: SampleReport) =>
    setStates((current) => (current[report.id] ? current : { ...current, [report.id]: 'reviewing' }));

  const takeAction = (report: SampleReport) => {
    setStates((current) => ({ ...current, [report.id]: 'resolved' }));
    toast({ title: t('reports.toasts.resolved'), description: t('reports.toasts.sample') });
  };

  return (
    <section aria-labelledby="reports-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <header>
        <h1 id="reports-title" className="text-3xl font-bold tracking-tight">
          {t('reports.title')}
        </h1>
        <p className="text-muted-foreground">{t('reports.subtitle')}</p>
      </header>
      <SampleNotice>{t('reports.sampleNotice')}</SampleNotice>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t('reports.stats.open')} value={REPORT_COUNTS.open - resolved.length} icon={Flag} testId="stat-open" />
        <StatCard
          label={t('reports.stats.highPriority')}
          value={REPORT_COUNTS.highPriority - resolved.filter((report) => report.priority === 'high').length}
          icon={CircleAlert}
          tone="text-destructive"
          testId="stat-high-priority"
        />
        <StatCard label={t('reports.stats.resolvedToday')} value={REPORT_COUNTS.resolvedToday + resolved.length} icon={CircleCheck} tone="text-success" testId="stat-resolved-today" />
      </div>
      <h2 className="text-xl font-semibold">{t('reports.listTitle')}</h2>
      <ul className="grid gap-4">
        {SAMPLE_REPORTS.map((report) => (
          <SampleReportCard key={report.id} report={report} state={states[report.id]} onReview={review} onTakeAction={takeAction} />
        ))}
      </ul>
    </section>
  );
}
