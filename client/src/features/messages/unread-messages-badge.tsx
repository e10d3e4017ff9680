import { useTranslation } from 'react-i18next';
import { useMessagesLive } from './use-messages-live';

/** The Messages item's badge in the sidebar: unread messages in the caller's conversations (requests apart). */
export function UnreadMessagesBadge() {
  const { t } = useTranslation('direct-messages');
  const count = useMessagesLive();
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-messages-badge"
      aria-label={t('unreadCount', { count })}
      className="ms-auto rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
