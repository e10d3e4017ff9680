import { z } from 'zod';
import { LIMITS } from './limits';
import type { MessageId } from './messages';

// Sign-in rules of product spec §5. The first failing message is the one shown. Each rule's message is its id in
// messages.ts (firstIssue gives the English text; a form translates the id).
const M = {
  invalidEmail: 'validation.invalidEmail',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  usernameTooShort: 'validation.usernameTooShort',
  usernameTooLong: 'validation.usernameTooLong',
  usernameCharacters: 'validation.usernameCharacters',
} as const satisfies Record<string, MessageId>;

// Spaces around an address (a paste, a phone keyboard) are not part of it.
export const emailRule = z
  .string({ error: M.invalidEmail })
  .trim()
  .pipe(z.email({ error: M.invalidEmail }).max(254, { error: M.invalidEmail }));

export const passwordRule = z
  .string({ error: M.passwordTooShort })
  .min(LIMITS.passwordMinLength, { error: M.passwordTooShort })
  .refine((value) => utf8Length(value) <= LIMITS.passwordMaxBytes, { error: M.passwordTooLong });

export const usernameRule = z
  .string({ error: M.usernameTooShort })
  .trim()
  .min(LIMITS.usernameMinLength, { error: M.usernameTooShort })
  .max(LIMITS.usernameMaxLength, { error: M.usernameTooLong })
  .regex(/^[A-Za-z0-9_]+$/, { error: M.usernameCharacters });

export const signInSchema = z.object({ email: emailRule, password: passwordRule });
export const signUpSchema = z.object({ username: usernameRule, email: emailRule, password: passwordRule });
export const resetRequestSchema = z.object({ email: emailRule });
export const newPasswordSchema = z.object({ password: passwordRule });

// Settings → Account: the current password is checked by the server; only its presence is a form rule.
const currentPasswordRule = z
  .string({ error: 'validation.currentPasswordRequired' satisfies MessageId })
  .min(1, { error: 'validation.currentPasswordRequired' satisfies MessageId });
export const changePasswordSchema = z.object({ currentPassword: currentPasswordRule, newPassword: passwordRule });
export const changeEmailSchema = z.object({ newEmail: emailRule, password: currentPasswordRule });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;

export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}
