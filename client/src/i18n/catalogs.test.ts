import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, messageText, type MessageId } from '@kuza/common';
import { catalogIndex, resources } from '@/i18n/resources';
import { isAvailable } from './index';
import { SUPPORTED_LANGUAGES } from './languages';

type Catalog = { [key: string]: string | Catalog };

// Every catalog file on disk, whatever feature wrote it: locales/<language>/<namespace>.json.
const root = join(__dirname, 'locales');
const onDisk: Record<string, Record<string, Catalog>> = {};
for (const language of readdirSync(root)) {
  for (const file of readdirSync(join(root, language)).filter((name) => name.endsWith('.json'))) {
    (onDisk[language] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(join(root, language, file), 'utf8'),
    ) as Catalog;
  }
}
const namespaces = [...new Set(Object.values(onDisk).flatMap((catalogs) => Object.keys(catalogs)))].sort();
const languages = SUPPORTED_LANGUAGES.map((language) => language.code);

function flatten(catalog: Catalog, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    if (value !== null && typeof value === 'object')
      for (const [inner, text] of flatten(value, `${prefix}${key}.`)) keys.set(inner, text);
    else keys.set(`${prefix}${key}`, value);
  }
  return keys;
}

// i18next plural keys (`posts_one`, `posts_other`, ...): each language needs the forms its Intl.PluralRules uses.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]));

/** What is wrong with one namespace: missing, empty, or mistyped keys and placeholders, per language. */
function problemsOf(namespace: string): string[] {
  const flat = Object.fromEntries(
    languages.map((language) => [language, flatten(onDisk[language]?.[namespace] ?? {})]),
  );
  const plain = new Set<string>();
  const plural = new Set<string>();
  for (const keys of Object.values(flat)) {
    for (const key of keys.keys()) {
      if (PLURAL.test(key)) plural.add(key.replace(PLURAL, ''));
      else plain.add(key);
    }
  }
  const problems: string[] = [];
  const english = flat.en;
  const englishPlaceholders = (key: string) => {
    const forms = [...english.entries()].filter(([k]) => k === key || k.replace(PLURAL, '') === key);
    return new Set(forms.flatMap(([, text]) => (typeof text === 'string' ? [...placeholders(text)] : [])));
  };
  for (const language of languages) {
    if (!onDisk[language]?.[namespace]) {
      problems.push(`${language}/${namespace}.json is missing`);
      continue;
    }
    const keys = flat[language];
    const check = (key: string, mustHaveAll: boolean) => {
      const text = keys.get(key);
      if (typeof text !== 'string' || text.trim() === '')
        return problems.push(`${language}: "${key}" is missing or empty`);
      const own = placeholders(text);
      const expected = englishPlaceholders(key.replace(PLURAL, ''));
      for (const name of own)
        if (expected.size > 0 && !expected.has(name)) problems.push(`${language}: "${key}" uses unknown {{${name}}}`);
      if (mustHaveAll)
        for (const name of expected) if (!own.has(name)) problems.push(`${language}: "${key}" lacks {{${name}}}`);
    };
    for (const key of plain) check(key, true);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of plural) for (const category of categories) check(`${base}_${category}`, false);
  }
  return problems;
}

describe('catalogs of every namespace in all six languages', () => {
  it('finds the app shell namespaces on disk', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'dashboard', 'public']));
  });

  it.each(namespaces)('%s: every key of any language is present and non-empty in all six', (namespace) => {
    expect(problemsOf(namespace)).toEqual([]);
  });
});

describe('English catalogs', () => {
  it('has catalogs only for supported languages', () => {
    for (const language of Object.keys(resources)) expect(languages).toContain(language);
  });

  it("translates the spec's validation messages to their exact text", () => {
    const messages = resources.en.messages as Record<string, Record<string, string>>;
    const ids = Object.keys(MESSAGES).filter(
      (id) => id.startsWith('validation.') || id.startsWith('contact.'),
    ) as MessageId[];
    for (const id of ids) {
      const [scope, name] = id.split('.');
      expect(messages[scope][name]).toBe(messageText(id));
    }
  });

  it('offers a language only once its app-shell catalog exists', () => {
    expect(isAvailable('en')).toBe(true);
    for (const language of Object.keys(catalogIndex))
      expect(isAvailable(language)).toBe(catalogIndex[language].includes('common'));
    expect(isAvailable('xx')).toBe(false);
  });
});
