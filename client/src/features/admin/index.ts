// What other features use: the page shown to a user without the role.
export { AccessDeniedPage } from './access-denied-page';
// Suspend, with its dialog: User Management's action, also offered on a reported direct message's report.
export { SuspendDialog } from './suspend-dialog';
export { useSuspension } from './use-suspension';
