import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { ConversationRow_ConversationFragment } from '@/gql/graphql';
import { cn } from '@/lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';

/** Conversations (or requests), most recent first, each with its unread count. */
export function ConversationList({
  conversations,
}: {
  conversations: readonly ConversationRow_ConversationFragment[];
}) {
  const { t } = useTranslation('direct-messages');
  if (conversations.length === 0) return <p className="p-4 text-sm text-muted-foreground">{t('empty')}</p>;
  return (
    <ul className="flex flex-col" data-testid="conversation-list">
      {conversations.map((conversation) => {
        const username = conversation.other?.username ?? t('someone');
        const last = conversation.lastMessage;
        const preview = last ? last.content || t('image') : '';
        return (
          <li key={conversation.id}>
            <NavLink
              to={`/dashboard/messages/${conversation.id}`}
              className={({ isActive }) =>
                cn('flex items-center gap-3 p-3 hover:bg-accent', isActive && 'bg-accent font-medium')
              }
            >
              <Avatar className="size-9">
                {conversation.other?.avatarUrl && <AvatarImage src={conversation.other.avatarUrl} alt="" />}
                <AvatarFallback>{username.slice(0, 1).toUpperCase()}</AvatarFallback>
              </Avatar>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate">@{username}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {last?.isMine ? t('you', { text: preview }) : preview}
                </span>
              </span>
              {conversation.unreadCount > 0 && (
                <span
                  aria-label={t('unreadCount', { count: conversation.unreadCount })}
                  className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                >
                  {conversation.unreadCount}
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
