import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@kuza/common';
import { resources } from '@/i18n/resources';
import { SUPPORTED_LANGUAGES } from './languages';

// The messages every language translated before the catalogs were keyed by message id (saved from the catalogs of
// that day: `<namespace>:<key>` → text, per language). None may be lost.
const before = JSON.parse(readFileSync(join(__dirname, 'messages-before.fixture.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;
const languages = SUPPORTED_LANGUAGES.map((language) => language.code);
const ids = Object.keys(MESSAGES);

/** A language's messages catalog by id (`validation.invalidEmail` → text). */
function translations(language: string): Map<string, string> {
  const catalog = (resources[language]?.messages ?? {}) as Record<string, Record<string, string>>;
  return new Map(
    Object.entries(catalog).flatMap(([scope, texts]) =>
      Object.entries(texts).map(([name, text]) => [`${scope}.${name}`, text]),
    ),
  );
}

describe.each(languages)('the %s messages catalog', (language) => {
  const texts = translations(language);

  it('translates every id of the table, and nothing else', () => {
    for (const id of ids)
      expect({ id, text: texts.get(id)?.trim() || undefined }).toEqual({ id, text: expect.any(String) });
    expect([...texts.keys()].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('keeps every message it translated before', () => {
    const kept = new Set(texts.values());
    // The offer's limit is formatted by i18next now (it was formatted by the screen and passed in).
    const now = (text: string) =>
      text.replace('{{amountMax}}', '{{amountMax, currency(currency: USD; maximumFractionDigits: 0)}}');
    const lost = Object.entries(before[language]).filter(([, text]) => !kept.has(now(text)));
    expect(lost).toEqual([]);
    expect(texts.size).toBeGreaterThanOrEqual(Object.keys(before[language]).length);
  });
});
