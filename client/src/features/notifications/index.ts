import { lazy } from 'react';

// What the shell's bell uses. The list (its items, icons and operations) loads when the bell first opens; pointing
// at the bell starts it early (loadNotificationsPanel).
export const loadNotificationsPanel = () => import('./notifications-panel');
export const NotificationsPanel = lazy(() => loadNotificationsPanel().then((m) => ({ default: m.NotificationsPanel })));
export { useUnreadNotifications } from './use-notifications';
