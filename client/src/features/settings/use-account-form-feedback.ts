import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverErrorCode, serverErrorField } from '@/apollo/errors';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';

/** A failed account change: the server's message inline under the field it names, and in a toast. */
export function useAccountFormFeedback<T extends FieldValues>(fields: ReadonlyArray<Path<T>>) {
  const { t } = useTranslation(['settings', 'common']);
  const { textOf, fromError } = useServerMessage();
  const onServerError = useCallback(
    (title: string, error: unknown, setError: UseFormSetError<T>) => {
      const message = fromError(error, t('common:errors.generic'));
      const field = serverErrorField(error);
      if (serverErrorCode(error) === 'BAD_USER_INPUT' && field && fields.includes(field as Path<T>))
        setError(field as Path<T>, { type: 'server', message });
      toast({ title, description: message, variant: 'destructive' });
    },
    [fields, fromError, t],
  );
  return { onServerError, translate: textOf };
}
