// What other features use: the profile's Message button and the sidebar's unread badge (which keeps messages live).
export { MessageButton } from './message-button';
export { UnreadMessagesBadge } from './unread-messages-badge';
