import { Gavel, SearchCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { hoursAgo } from './relative-time';
import type { SampleReport } from './moderation-samples';

export type ReportState = 'reviewing' | 'resolved';

const PRIORITY_BADGE = { high: 'destructive', medium: 'secondary', low: 'outline' } as const;

interface SampleReportCardProps {
  report: SampleReport;
  state: ReportState | undefined;
  onReview: (report: SampleReport) => void;
  onTakeAction: (report: SampleReport) => void;
}

/** One sample report: Review opens its details (and marks it in review), Take Action resolves it on this screen. */
export function SampleReportCard({ report, state, onReview, onTakeAction }: SampleReportCardProps) {
  const { t, i18n } = useTranslation('admin');
  const title = t(`reports.samples.${report.id}.title`);
  const details = t(`reports.samples.${report.id}.details`);
  const meta = t('reports.meta', { reporter: report.reporter, target: report.target, time: hoursAgo(report.hoursAgo, i18n.language) });
  const resolved = state === 'resolved';
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" aria-label={title}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={PRIORITY_BADGE[report.priority]}>{t(`reports.priority.${report.priority}`)}</Badge>
        {state && (
          <Badge variant={resolved ? 'success' : 'outline'} className="ms-auto">
            {t(`reports.state.${state}`)}
          </Badge>
        )}
      </div>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-xs text-muted-foreground">{meta}</p>
      <div className="flex flex-wrap gap-2">
        <Dialog onOpenChange={(open) => open && onReview(report)}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              <SearchCheck aria-hidden />
              {t('reports.review')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{meta}</DialogDescription>
            </DialogHeader>
            <p>{details}</p>
            <DialogFooter>
              <Button disabled={resolved} onClick={() => onTakeAction(report)}>
                <Gavel aria-hidden />
                {t('reports.takeAction')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
        <Button size="sm" disabled={resolved} onClick={() => onTakeAction(report)}>
          <Gavel aria-hidden />
          {t('reports.takeAction')}
        </Button>
      </div>
    </li>
  );
}
