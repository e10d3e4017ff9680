import type { Email } from '../../mail/mailer';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetEmail(to: string, link: string): Email {
  return {
    to,
    subject: 'Reset your Kuza password',
    text: `Someone asked to reset the password of your Kuza account.\n\nSet a new password: ${link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this e-mail; your password stays the same.\n`,
    html: `<p>Someone asked to reset the password of your Kuza account.</p><p><a href="${escape(link)}">Set a new password</a></p><p>The link works once and expires in one hour. If you did not ask for it, ignore this e-mail; your password stays the same.</p>`,
  };
}

export function welcomeEmail(to: string, username: string, link: string): Email {
  return {
    to,
    subject: 'Welcome to Kuza',
    text: `Karibu, ${username}!\n\nYour Kuza account is ready. Open your dashboard: ${link}\n\nMove at your own energy. Built for Africa, by Africa.\n`,
    html: `<p>Karibu, ${escape(username)}!</p><p>Your Kuza account is ready. <a href="${escape(link)}">Open your dashboard</a>.</p><p>Move at your own energy. Built for Africa, by Africa.</p>`,
  };
}
