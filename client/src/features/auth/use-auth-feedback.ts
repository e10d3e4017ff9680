import { useCallback } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverErrorCode, serverErrorField } from '@/apollo/errors';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';

/** Toasts of spec §8 shared by the sign-in forms. */
export function useAuthFeedback<T extends FieldValues>(fieldOrder: ReadonlyArray<Path<T>>) {
  const { t } = useTranslation(['auth', 'common']);
  const { textOf, fromError } = useServerMessage();

  /** Spec §5: only the first failing rule's message is toasted (each field still shows its own inline). */
  const onInvalid = useCallback(
    (errors: FieldErrors<T>) => {
      const field = fieldOrder.find((name) => errors[name]?.message);
      const message = field ? errors[field]?.message : undefined;
      if (typeof message !== 'string') return;
      toast({ title: t('auth:toasts.validationError'), description: textOf(message), variant: 'destructive' });
    },
    [fieldOrder, t, textOf],
  );

  /** A failed call: the server's message (or "An error occurred"), also shown inline when it names a field. */
  const onServerError = useCallback(
    (title: string, error: unknown, setError?: UseFormSetError<T>) => {
      const message = fromError(error, t('common:errors.generic'));
      const field = serverErrorField(error);
      if (setError && serverErrorCode(error) === 'BAD_USER_INPUT' && field && fieldOrder.includes(field as Path<T>)) {
        setError(field as Path<T>, { type: 'server', message });
      }
      toast({ title, description: message, variant: 'destructive' });
    },
    [fieldOrder, t, fromError],
  );

  // The forms' rules (common/auth-rules.ts) give message ids: `translate` shows one in the reader's language.
  return { onInvalid, onServerError, translate: textOf };
}
