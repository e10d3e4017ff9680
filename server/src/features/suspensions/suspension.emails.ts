import type { Email } from '../../mail/mailer';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the account's owner it was suspended, why (when the admin said), and how to appeal (terms: termination with appeal). */
export function suspendedEmail(to: string, username: string, reason: string | null, contactLink: string): Email {
  const why = reason ? `The reason given: ${reason}` : 'No reason was given.';
  return {
    to,
    subject: 'Your Kuza account is suspended',
    text: `Hello ${username},\n\nAn administrator suspended your Kuza account: you cannot sign in while it is suspended.\n${why}\n\nYou can appeal by writing to us from the Contact page: ${contactLink}\n`,
    html: `<p>Hello ${escape(username)},</p><p>An administrator suspended your Kuza account: you cannot sign in while it is suspended.<br>${escape(why)}</p><p>You can appeal by writing to us from the <a href="${escape(contactLink)}">Contact page</a>.</p>`,
  };
}

export function reactivatedEmail(to: string, username: string, signInLink: string): Email {
  return {
    to,
    subject: 'Your Kuza account is active again',
    text: `Hello ${username},\n\nYour Kuza account is active again. Sign in: ${signInLink}\n`,
    html: `<p>Hello ${escape(username)},</p><p>Your Kuza account is active again. <a href="${escape(signInLink)}">Sign in</a>.</p>`,
  };
}
