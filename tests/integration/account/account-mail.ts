import type { Email } from '../../../server/src/mail/mailer';
import type { TestServer } from '../../helpers/test-server';

/** The next `count` e-mails the server sends (to the outbox), in the order they leave. */
export function nextEmails(server: TestServer, count = 1): Promise<Email[]> {
  const mailer = server.kuza.deps.mailer;
  const sent: Email[] = [];
  return new Promise((resolve) => {
    const onSent = (email: Email) => {
      sent.push(email);
      if (sent.length < count) return;
      mailer.off('sent', onSent);
      resolve(sent);
    };
    mailer.on('sent', onSent);
  });
}

/** The token of the confirmation link in an e-mail: PUBLIC_URL/dashboard?confirm=TOKEN. */
export function confirmToken(email: Email): string {
  const link = /\/dashboard\?confirm=([\w%-]+)/.exec(email.text);
  if (!link) throw new Error(`No confirmation link in: ${email.text}`);
  return decodeURIComponent(link[1]);
}
