import { Gavel, SearchCheck, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportAction, ReportCard_ReportFragment } from '@/gql/graphql';
import { relativeTime } from '@/i18n/relative-time';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { kindKey } from './content-kind';
import { SuspendSenderButton } from './suspend-sender-button';

/** "Dismissed by @mod · 2 hours ago" or "Content removed by @mod · …" for a resolved report; null while open. */
function useResolution(report: ReportCard_ReportFragment): string | null {
  const { t, i18n } = useTranslation('admin');
  if (report.status !== 'RESOLVED') return null;
  const language = i18n.language;
  const key = report.resolution === 'REMOVED' ? 'removed' : 'dismissed';
  const time = report.resolvedAt ? relativeTime(report.resolvedAt, language) : '';
  return report.resolvedBy
    ? t(`reports.resolution.${key}`, { moderator: report.resolvedBy.username, time })
    : t(`reports.resolution.${key}Unnamed`, { time });
}

interface ReportCardProps {
  report: ReportCard_ReportFragment;
  busy: boolean;
  onReview: (report: ReportCard_ReportFragment) => void;
  onResolve: (report: ReportCard_ReportFragment, action: ReportAction) => void;
}

/**
 * One report: priority, reason, what the reporter said and what they reported. While open, Review opens it (and tells
 * other moderators someone has it in hand) and Take Action removes the content or dismisses the report (for a direct
 * message, admins may also suspend its sender); once resolved, it says what was done, by whom and when. A reported
 * message shows alone: staff never see the rest of its conversation.
 */
export function ReportCard({ report, busy, onReview, onResolve }: ReportCardProps) {
  const { t, i18n } = useTranslation(['admin', 'moderation', 'posts']);
  const [open, setOpen] = useState<'review' | 'action' | null>(null);
  const title = t(`moderation:reasons.${report.reason}`);
  const kind = kindKey(report.item.kind);
  const meta = t('reports.meta', {
    reporter: report.reporter?.username ?? t('posts:anonymous'),
    target: report.item.author?.username ?? t('posts:anonymous'),
    time: relativeTime(report.createdAt, i18n.language),
  });
  const review = () => {
    setOpen('review');
    if (report.status === 'OPEN') onReview(report);
  };
  const outcome = useResolution(report);
  const resolve = (action: ReportAction) => {
    setOpen(null);
    onResolve(report, action);
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" aria-label={title}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={report.priority === 'HIGH' ? 'destructive' : 'secondary'}>
          {t(`reports.priority.${report.priority === 'HIGH' ? 'high' : 'medium'}`)}
        </Badge>
        {report.status === 'IN_REVIEW' && (
          <Badge variant="outline" className="ms-auto">
            {report.reviewedBy
              ? t('reports.state.reviewingBy', { moderator: report.reviewedBy.username })
              : t('reports.state.reviewing')}
          </Badge>
        )}
      </div>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm">{report.details || t('reports.noDetails')}</p>
      <blockquote className="line-clamp-2 rounded-lg border-s-4 border-muted bg-muted/50 px-3 py-2 text-sm break-words">
        {report.item.excerpt}
      </blockquote>
      {report.item.message?.mediaUrl && (
        <img src={report.item.message.mediaUrl} alt={t('moderation.messageImage')} className="max-h-40 w-fit rounded" />
      )}
      <p className="text-xs text-muted-foreground">{meta}</p>
      {outcome ? (
        <Badge variant={report.resolution === 'REMOVED' ? 'destructive' : 'secondary'} className="w-fit">
          {outcome}
        </Badge>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={review}>
            <SearchCheck aria-hidden />
            {t('reports.review')}
          </Button>
          <Button size="sm" disabled={busy} onClick={() => setOpen('action')}>
            <Gavel aria-hidden />
            {t('reports.takeAction')}
          </Button>
          {kind === 'message' && report.item.author && <SuspendSenderButton sender={report.item.author} />}
        </div>
      )}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{open === 'action' ? t('reports.actionTitle') : title}</DialogTitle>
            <DialogDescription>{open === 'action' ? t(`reports.actionDescription.${kind}`) : meta}</DialogDescription>
          </DialogHeader>
          {open === 'review' && <p>{report.details || t('reports.noDetails')}</p>}
          <blockquote className="rounded-lg border-s-4 border-primary bg-muted/50 p-4 break-words whitespace-pre-wrap">
            {report.item.excerpt}
          </blockquote>
          <p className="text-sm text-muted-foreground">{t('moderation.reports', { count: report.item.reportCount })}</p>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => resolve('DISMISS')}>
              <X aria-hidden />
              {t('reports.dismiss')}
            </Button>
            <Button variant="destructive" disabled={busy} onClick={() => resolve('REMOVE_CONTENT')}>
              <Trash2 aria-hidden />
              {t(`reports.removeContent.${kind}`)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}
