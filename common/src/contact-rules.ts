import { z } from 'zod';
import { emailRule } from './auth-rules';
import { CONTACT_LIMITS } from './contact-messages';
import type { MessageId } from './messages';

// The Contact Us form's check (spec §5), with the limits and messages of contact-messages.ts. The e-mail rule and
// its message are the sign-in screen's.

// Each rule's message is its id in messages.ts.
const M = {
  contactNameRequired: 'contact.contactNameRequired',
  contactNameTooLong: 'contact.contactNameTooLong',
  contactSubjectRequired: 'contact.contactSubjectRequired',
  contactSubjectTooLong: 'contact.contactSubjectTooLong',
  contactMessageRequired: 'contact.contactMessageRequired',
  contactMessageTooShort: 'contact.contactMessageTooShort',
  contactMessageTooLong: 'contact.contactMessageTooLong',
} as const satisfies Record<string, MessageId>;

/** Name, e-mail, subject and message: trimmed, required, within their lengths. The first failing rule is shown. */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: M.contactNameRequired })
    .trim()
    .min(1, { error: M.contactNameRequired })
    .max(CONTACT_LIMITS.nameMaxLength, { error: M.contactNameTooLong }),
  email: z.string().trim().pipe(emailRule),
  subject: z
    .string({ error: M.contactSubjectRequired })
    .trim()
    .min(1, { error: M.contactSubjectRequired })
    .max(CONTACT_LIMITS.subjectMaxLength, { error: M.contactSubjectTooLong }),
  message: z
    .string({ error: M.contactMessageRequired })
    .trim()
    .min(1, { error: M.contactMessageRequired })
    .min(CONTACT_LIMITS.messageMinLength, { error: M.contactMessageTooShort })
    .max(CONTACT_LIMITS.messageMaxLength, { error: M.contactMessageTooLong }),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
