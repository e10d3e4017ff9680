// The Contact Us form (/contact). The spec leaves its rules open (§5); these are the ones Kuza applies,
// in one place for the form and the server. Plain values only (any screen may translate these messages); the zod
// schema is in contact-rules.ts.
import { messageIdLookup } from './message-ids';

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

/** The id of a contact-form message, so a client can show it in the reader's language. */
export const contactMessageId = messageIdLookup(CONTACT_MESSAGES);
