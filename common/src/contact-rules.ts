import { z } from 'zod';
import { emailRule } from './auth-rules';

// The Contact Us form (/contact). The spec leaves its rules open (§5); these are the ones Kuza applies,
// in one place for the form and the server. The e-mail rule and its message are the sign-in screen's.
export const CONTACT_LIMITS = { nameMaxLength: 100, subjectMaxLength: 150, messageMinLength: 10, messageMaxLength: 5000 } as const;

/** Where contact messages are sent (and the address the Contact Us page shows). */
export const CONTACT_TEAM_ADDRESS = 'hello@kuza.africa';

// Spec §9: "Contact response: within 24 hours".
export const CONTACT_RESPONSE_HOURS = 24;

export const CONTACT_MESSAGES = {
  contactNameRequired: 'Please enter your name.',
  contactNameTooLong: `Your name can be at most ${CONTACT_LIMITS.nameMaxLength} characters.`,
  contactSubjectRequired: 'Please enter a subject.',
  contactSubjectTooLong: `The subject can be at most ${CONTACT_LIMITS.subjectMaxLength} characters.`,
  contactMessageRequired: 'Please write your message.',
  contactMessageTooShort: `Your message must be at least ${CONTACT_LIMITS.messageMinLength} characters.`,
  contactMessageTooLong: `Your message can be at most ${CONTACT_LIMITS.messageMaxLength} characters.`,
} as const;

export type ContactMessageId = keyof typeof CONTACT_MESSAGES;

const byText = new Map<string, ContactMessageId>(Object.entries(CONTACT_MESSAGES).map(([id, text]) => [text, id as ContactMessageId]));

/** The id of a contact-form message, so a client can show it in the reader's language. */
export function contactMessageId(message: string): ContactMessageId | undefined {
  return byText.get(message);
}

const M = CONTACT_MESSAGES;

/** Name, e-mail, subject and message: trimmed, required, within their lengths. The first failing rule is shown. */
export const contactMessageSchema = z.object({
  name: z.string({ error: M.contactNameRequired }).trim().min(1, { error: M.contactNameRequired }).max(CONTACT_LIMITS.nameMaxLength, { error: M.contactNameTooLong }),
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
