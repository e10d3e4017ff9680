import { Bot, Check, Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { ModerationDecision, ModerationDecision_ItemFragment, ModerationItem_ItemFragment } from '@/gql/graphql';
import { relativeTime } from '@/i18n/relative-time';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { kindKey } from './content-kind';

/** "Post by @author · 2 hours ago" for an item. */
export function useItemMeta(item: ModerationItem_ItemFragment): string {
  const { t, i18n } = useTranslation(['admin', 'posts']);
  return t('moderation.meta', {
    kind: t(`moderation.kinds.${kindKey(item.kind)}`),
    author: item.author?.username ?? t('posts:anonymous'),
    time: relativeTime(item.createdAt, i18n.language),
  });
}

/** An item as Content Moderation lists it: what was flagged, and who decided. */
export type QueueItem = ModerationItem_ItemFragment & ModerationDecision_ItemFragment;

/** "Approved by @mod · 3 hours ago" for a decided item; null while it waits. */
function useDecision(item: QueueItem): string | null {
  const { t, i18n } = useTranslation('admin');
  if (item.status === 'PENDING' || !item.decidedAt) return null;
  const key = item.status === 'APPROVED' ? 'approved' : 'removed';
  const time = relativeTime(item.decidedAt, i18n.language);
  return item.decidedBy
    ? t(`moderation.decided.${key}`, { moderator: item.decidedBy.username, time })
    : t(`moderation.decided.${key}Unnamed`, { time });
}

interface FlaggedItemCardProps {
  item: QueueItem;
  busy: boolean;
  onDecide: (item: ModerationItem_ItemFragment, decision: ModerationDecision) => void;
}

/**
 * One flagged post or comment: why and how often it was reported, View (the whole text), and Approve or Remove
 * (confirmed) while it waits; once decided, who decided what and when instead.
 */
export function FlaggedItemCard({ item, busy, onDecide }: FlaggedItemCardProps) {
  const { t } = useTranslation(['admin', 'moderation']);
  const [confirming, setConfirming] = useState(false);
  const meta = useItemMeta(item);
  const reasons = item.reasons.map((reason) => t(`moderation:reasons.${reason}`));
  const kind = kindKey(item.kind);
  const decision = useDecision(item);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      aria-label={t('moderation.itemLabel', { author: item.author?.username ?? '' })}
    >
      <div className="flex flex-wrap items-center gap-2">
        {reasons.map((reason) => (
          <Badge key={reason} variant="destructive">
            {reason}
          </Badge>
        ))}
        {item.autoFlagged && (
          <Badge variant="outline">
            <Bot aria-hidden />
            {t('moderation.autoFlagged')}
          </Badge>
        )}
        <span className="text-sm text-muted-foreground">{t('moderation.reports', { count: item.reportCount })}</span>
      </div>
      <p className="line-clamp-2 break-words">{item.excerpt}</p>
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
              <DialogTitle>{t('moderation.viewTitle', { reason: reasons.join(', ') })}</DialogTitle>
              <DialogDescription>{meta}</DialogDescription>
            </DialogHeader>
            <blockquote className="rounded-lg border-s-4 border-primary bg-muted/50 p-4 break-words whitespace-pre-wrap">
              {item.excerpt}
            </blockquote>
            {item.message?.mediaUrl && (
              <img src={item.message.mediaUrl} alt={t('moderation.messageImage')} className="max-h-64 rounded" />
            )}
            <p className="text-sm text-muted-foreground">{t('moderation.reports', { count: item.reportCount })}</p>
            {item.post && (
              <Link
                to={`/dashboard/post/${item.post.id}`}
                className="text-sm text-primary underline-offset-2 hover:underline"
              >
                {t('moderation.openPost')}
              </Link>
            )}
          </DialogContent>
        </Dialog>
        {decision ? (
          <Badge variant={item.status === 'REMOVED' ? 'destructive' : 'secondary'} className="self-center">
            {decision}
          </Badge>
        ) : (
          <>
            <Button size="sm" disabled={busy} onClick={() => onDecide(item, 'APPROVE')}>
              <Check aria-hidden />
              {t('moderation.approve')}
            </Button>
            <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('moderation.remove')}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`moderation.confirmRemove.title.${kind}`)}
        description={t('moderation.confirmRemove.description')}
        confirmLabel={t('moderation.remove')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => onDecide(item, 'REMOVE')}
      />
    </li>
  );
}
