import { useMutation } from '@apollo/client/react';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessageBubble_MessageFragment, ReportReason } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { cn } from '@/lib/utils';
import { Button } from '@/ui/button';
import { deferredModule, useDeferredOverlay } from '@/lib/deferred-overlay';
import { toast } from '@/ui/use-toast';
import { ReportMessageDocument } from './message-operations';

// Radix's menu loads when a Report button is first pointed at, focused or pressed (lib/deferred-overlay.ts).
const reasonsMenu = deferredModule(() => import('./report-reasons-menu'));

/** One message: the caller's on the end side, the other's on the start side with Report; "Seen" under `showSeen`. */
export function MessageBubble({ message, showSeen }: { message: MessageBubble_MessageFragment; showSeen: boolean }) {
  const { t, i18n } = useTranslation('direct-messages');
  const { fromError } = useServerMessage();
  const [report] = useMutation(ReportMessageDocument);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(message.createdAt));

  const send = async (reason: ReportReason) => {
    try {
      await report({ variables: { input: { messageId: message.id, reason } } });
      toast({ title: t('reported') });
    } catch (failure) {
      toast({ title: t('reportFailed'), description: fromError(failure, ''), variant: 'destructive' });
    }
  };

  return (
    <li className={cn('group flex flex-col gap-1', message.isMine ? 'items-end' : 'items-start')}>
      <div
        data-testid="message-bubble"
        className={cn(
          'max-w-[75%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
          message.isMine ? 'bg-primary text-primary-foreground' : 'bg-muted',
        )}
      >
        {message.mediaUrl && (
          <img src={message.mediaUrl} alt={t('image')} className="mb-1 max-h-64 rounded-lg object-contain" />
        )}
        {message.content}
      </div>
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{time}</time>
        {showSeen && <span>{t('seen')}</span>}
        {!message.isMine && <ReportButton onReport={(reason) => void send(reason)} />}
      </div>
    </li>
  );
}

/** Report, with the reasons in a menu that loads on first use. */
function ReportButton({ onReport }: { onReport: (reason: ReportReason) => void }) {
  const { t } = useTranslation('direct-messages');
  const { loaded, open, setOpen, triggerProps } = useDeferredOverlay(reasonsMenu, 'press');
  const icon = <Flag aria-hidden />;
  if (!loaded) {
    return (
      <Button variant="ghost" size="icon-sm" aria-label={t('report')} {...triggerProps}>
        {icon}
      </Button>
    );
  }
  const trigger = (
    <Button variant="ghost" size="icon-sm" aria-label={t('report')}>
      {icon}
    </Button>
  );
  return <loaded.ReportReasonsMenu open={open} onOpenChange={setOpen} trigger={trigger} onReport={onReport} />;
}
