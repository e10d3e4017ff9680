import type { Email } from '../../mail/mailer';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells an endpoint's owner that Kuza stopped sending to it, and why. */
export function endpointDisabledEmail(to: string, url: string, reason: 'GONE' | 'FAILING'): Email {
  const lines = [
    `Kuza stopped sending webhooks to ${url}.`,
    reason === 'GONE'
      ? 'It answered 410 Gone, which means it no longer wants them.'
      : 'Every delivery to it has failed for three days.',
    'Create the endpoint again in Settings → Developer once it is ready to receive events.',
  ];
  return {
    to,
    subject: 'Your Kuza webhook endpoint was disabled',
    text: `${lines.join('\n')}\n`,
    html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
  };
}
