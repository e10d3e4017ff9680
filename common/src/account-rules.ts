// Account suspension (User Management): what admins are told when a suspension is refused. The suspended account's
// own message is a platform message (platform-messages.ts: accountSuspended), shown wherever they try to get in.
import { messageIdLookup } from './message-ids';

export const SUSPENSION_LIMITS = {
  reasonMax: 500,
} as const;

export const SUSPENSION_MESSAGES = {
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotSuspendAdmin: 'Remove their admin role before suspending them.',
  reasonTooLong: `The reason can be at most ${SUSPENSION_LIMITS.reasonMax} characters.`,
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  suspendedCannotBeAdmin: 'Reactivate this account before making it an admin.',
} as const;
export type SuspensionMessageId = keyof typeof SUSPENSION_MESSAGES;

export const suspensionMessageId = messageIdLookup(SUSPENSION_MESSAGES);
