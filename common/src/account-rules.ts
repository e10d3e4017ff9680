// Account suspension (User Management): what admins are told when a suspension is refused. The suspended account's
// own message is a platform message (platform-messages.ts: accountSuspended), shown wherever they try to get in.
import { fillCatalog } from './message-template';

export const SUSPENSION_LIMITS = {
  reasonMax: 500,
} as const;

export const SUSPENSION_TEMPLATES = {
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotSuspendAdmin: 'Remove their admin role before suspending them.',
  reasonTooLong: 'The reason can be at most {{max}} characters.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  suspendedCannotBeAdmin: 'Reactivate this account before making it an admin.',
} as const;

export const SUSPENSION_PARAMS = { reasonTooLong: { max: SUSPENSION_LIMITS.reasonMax } } as const;

export const SUSPENSION_MESSAGES = /*#__PURE__*/ fillCatalog(SUSPENSION_TEMPLATES, SUSPENSION_PARAMS);
export type SuspensionMessageId = keyof typeof SUSPENSION_MESSAGES;
