import { lazyPage } from '@/lib/lazy-page';

// What other features use: the admin screens (each its own chunk) and the page shown to a user without the role.
export const UserManagementPage = lazyPage(() => import('./user-management-page'), 'UserManagementPage');
export const SystemSettingsPage = lazyPage(() => import('./system-settings-page'), 'SystemSettingsPage');
export { AccessDeniedPage } from './access-denied-page';
