// What other features use: the page shown to a user without the role.
export { AccessDeniedPage } from './access-denied-page';
