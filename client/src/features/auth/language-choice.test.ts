import { act } from '@testing-library/react';
import { changeLanguage, i18n } from '@/i18n';
import { signInLanguage, signUpLanguage, watchAuthLanguage } from './language-choice';

afterEach(() => act(() => i18n.changeLanguage('en')));

it('sends no language at sign-in unless one was chosen on /auth in this visit', async () => {
  const stop = watchAuthLanguage();
  expect(signInLanguage()).toBeNull();
  expect(signUpLanguage()).toBe('en');
  await act(() => changeLanguage('sw'));
  expect(signInLanguage()).toBe('sw');
  expect(signUpLanguage()).toBe('sw');
  stop();
  // A new visit of /auth starts afresh.
  watchAuthLanguage()();
  expect(signInLanguage()).toBeNull();
});
