// The Contact Us form (/contact). The spec leaves its rules open (§5); these are the ones Kuza applies,
// in one place for the form and the server. Plain values only (any screen may translate these messages); the zod
// schema is in contact-rules.ts.
import { fillCatalog } from './message-template';

export const CONTACT_LIMITS = {
  nameMaxLength: 100,
  subjectMaxLength: 150,
  messageMinLength: 10,
  messageMaxLength: 5000,
} as const;

/** Where contact messages are sent (and the address the Contact Us page shows). */
export const CONTACT_TEAM_ADDRESS = 'hello@kuza.africa';

// Spec §9: "Contact response: within 24 hours".
export const CONTACT_RESPONSE_HOURS = 24;

export const CONTACT_TEMPLATES = {
  contactNameRequired: 'Please enter your name.',
  contactNameTooLong: 'Your name can be at most {{max}} characters.',
  contactSubjectRequired: 'Please enter a subject.',
  contactSubjectTooLong: 'The subject can be at most {{max}} characters.',
  contactMessageRequired: 'Please write your message.',
  contactMessageTooShort: 'Your message must be at least {{min}} characters.',
  contactMessageTooLong: 'Your message can be at most {{max}} characters.',
} as const;

export const CONTACT_PARAMS = {
  contactNameTooLong: { max: CONTACT_LIMITS.nameMaxLength },
  contactSubjectTooLong: { max: CONTACT_LIMITS.subjectMaxLength },
  contactMessageTooShort: { min: CONTACT_LIMITS.messageMinLength },
  contactMessageTooLong: { max: CONTACT_LIMITS.messageMaxLength },
} as const;

export const CONTACT_MESSAGES = /*#__PURE__*/ fillCatalog(CONTACT_TEMPLATES, CONTACT_PARAMS);

export type ContactMessageId = keyof typeof CONTACT_MESSAGES;
