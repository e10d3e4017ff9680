import { Check, Eye, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import type { FlaggedItem, ModerationDecision } from './moderation-samples';
import { hoursAgo } from './relative-time';

interface FlaggedItemCardProps {
  item: FlaggedItem;
  decision: ModerationDecision | undefined;
  onDecide: (item: FlaggedItem, decision: ModerationDecision) => void;
}

/** One sample flagged item with View (details), Approve and Remove (decided on this screen only). */
export function FlaggedItemCard({ item, decision, onDecide }: FlaggedItemCardProps) {
  const { t, i18n } = useTranslation('admin');
  const content = t(`moderation.samples.${item.id}`);
  const reason = t(`moderation.reasons.${item.reason}`);
  const meta = t('moderation.meta', { author: item.author, kind: t(`moderation.kinds.${item.kind}`), time: hoursAgo(item.hoursAgo, i18n.language) });
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm" aria-label={t('moderation.itemLabel', { author: item.author })}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">{reason}</Badge>
        <span className="text-sm text-muted-foreground">{t('moderation.reports', { count: item.reports })}</span>
        {decision && (
          <Badge variant={decision === 'approved' ? 'success' : 'outline'} className="ms-auto">
            {t(`moderation.decided.${decision}`)}
          </Badge>
        )}
      </div>
      <p className="line-clamp-2">{content}</p>
      <p className="text-xs text-muted-foreground">{meta}</p>
      <div className="flex flex-wrap gap-2">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm">
              <Eye aria-hidden />
              {t('moderation.view')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{t('moderation.viewTitle', { reason })}</DialogTitle>
              <DialogDescription>{meta}</DialogDescription>
            </DialogHeader>
            <blockquote className="rounded-lg border-s-4 border-primary bg-muted/50 p-4">{content}</blockquote>
            <p className="text-sm text-muted-foreground">{t('moderation.reports', { count: item.reports })}</p>
          </DialogContent>
        </Dialog>
        <Button size="sm" disabled={Boolean(decision)} onClick={() => onDecide(item, 'approved')}>
          <Check aria-hidden />
          {t('moderation.approve')}
        </Button>
        <Button variant="destructive" size="sm" disabled={Boolean(decision)} onClick={() => onDecide(item, 'removed')}>
          <Trash2 aria-hidden />
          {t('moderation.remove')}
        </Button>
      </div>
    </li>
  );
}
