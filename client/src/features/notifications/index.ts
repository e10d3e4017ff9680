// What the shell's bell uses.
export { NotificationsPanel } from './notifications-panel';
export { useUnreadNotifications } from './use-notifications';
