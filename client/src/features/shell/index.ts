// The dashboard shell's parts: the earnings panel, the mobile bottom bar and the notifications bell.
export { EarningsPanel } from './earnings-panel';
export { MobileBottomNav } from './mobile-bottom-nav';
export { NotificationsButton } from './notifications-button';
