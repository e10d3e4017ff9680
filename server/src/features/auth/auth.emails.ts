import type { Email } from '../../mail/mailer';
import { EMAIL_LANGUAGES, EMAIL_TEXTS, type EmailKind, type EmailLanguage } from './email-texts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const RTL: ReadonlySet<EmailLanguage> = new Set(['ar']);

/** The recipient's language when Kuza speaks it, else English. */
export function emailLanguage(language: string | null | undefined): EmailLanguage {
  return EMAIL_LANGUAGES.find((code) => code === language) ?? 'en';
}

const fill = (text: string, values: Record<string, string>, encode: (value: string) => string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => encode(values[name] ?? ''));

/** One account e-mail, in the recipient's language: plain text, and HTML whose `[[...]]` paragraph links to `link`. */
export function accountEmail(
  kind: EmailKind,
  language: string | null | undefined,
  to: string,
  values: Record<string, string>,
  link?: string,
): Email {
  const lang = emailLanguage(language);
  const { subject, body } = EMAIL_TEXTS[lang][kind];
  const text = body
    .map((paragraph) =>
      fill(paragraph, values, String).replace(/\[\[(.+?)\]\]/, (_, label: string) => `${label}: ${link ?? ''}`),
    )
    .join('\n\n');
  const html = body
    .map((paragraph) => {
      const filled = fill(escape(paragraph), values, escape).replace(
        /\[\[(.+?)\]\]/,
        (_, label: string) => `<a href="${escape(link ?? '')}">${label}</a>`,
      );
      return `<p>${filled}</p>`;
    })
    .join('');
  const dir = RTL.has(lang) ? 'rtl' : 'ltr';
  return { to, subject, text: `${text}\n`, html: `<div lang="${lang}" dir="${dir}">${html}</div>` };
}

export const passwordResetEmail = (to: string, link: string, language?: string | null): Email =>
  accountEmail('reset', language, to, {}, link);
