import type { ContactMessageInput } from '@kuza/common';
import type { Email } from '../../mail/mailer';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The team's notification of a new Contact Us message. */
export function contactNotificationEmail(to: string, id: string, input: ContactMessageInput): Email {
  const subject = `Contact Us: ${input.subject}`.replace(/[\r\n]+/g, ' ');
  return {
    to,
    subject,
    text: `New message ${id} from ${input.name} <${input.email}>\n\nSubject: ${input.subject}\n\n${input.message}\n\nPlease answer within 24 hours.\n`,
    html:
      `<p>New message ${escape(id)} from <strong>${escape(input.name)}</strong> &lt;${escape(input.email)}&gt;</p>` +
      `<p><strong>Subject:</strong> ${escape(input.subject)}</p>` +
      `<p style="white-space:pre-wrap">${escape(input.message)}</p><p>Please answer within 24 hours.</p>`,
  };
}
