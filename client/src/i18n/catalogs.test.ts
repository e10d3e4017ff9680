import { VALIDATION_MESSAGES } from '@kuza/common';
import { catalogIndex, resources } from '@/i18n/resources';
import { isAvailable } from './index';
import { SUPPORTED_LANGUAGES } from './languages';

describe('English catalogs', () => {
  it('has the namespaces of the app shell', () => {
    expect(Object.keys(resources.en)).toEqual(expect.arrayContaining(['common', 'auth', 'dashboard', 'public']));
  });

  it('has catalogs only for supported languages', () => {
    const supported: string[] = SUPPORTED_LANGUAGES.map((language) => language.code);
    for (const language of Object.keys(resources)) expect(supported).toContain(language);
  });

  it('translates every shared validation message to its exact spec text', () => {
    const validation = resources.en.common.validation as Record<string, string>;
    for (const [id, message] of Object.entries(VALIDATION_MESSAGES)) expect(validation[id]).toBe(message);
  });

  it('offers a language only once its app-shell catalog exists', () => {
    expect(isAvailable('en')).toBe(true);
    for (const language of Object.keys(catalogIndex)) expect(isAvailable(language)).toBe(catalogIndex[language].includes('common'));
    expect(isAvailable('xx')).toBe(false);
  });
});
