import { useForm, useWatch, type FieldErrors, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiKeyFormInput, ApiKeyFormValues, ApiKeyKindName } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import { useLazyResolver } from '@/lib/lazy-resolver';

export type ApiKeyFormOutput = ApiKeyFormInput;

/**
 * The server's rule of spec §5 (name trimmed and required, description null when empty) with this screen's
 * "name required" message, shown inline and, per spec §8, as an Error toast. Checked on submit, then as the
 * fields change; the first failing field takes the focus.
 */
export function useApiKeyForm(kind: ApiKeyKindName) {
  const { t } = useTranslation('api-keys');
  // A field's message is a rule's id; shown in the reader's language.
  const { textOf: translate } = useServerMessage();
  const resolver = useLazyResolver(() => import('./api-key-resolvers').then((m) => m.apiKeyResolvers[kind]));
  // The generate dialog also picks a tier (FREE until another is chosen); partner keys have none.
  const empty: ApiKeyFormValues =
    kind === 'API' ? { name: '', description: '', tier: 'FREE' } : { name: '', description: '' };
  const form = useForm<ApiKeyFormValues, unknown, ApiKeyFormInput>({ resolver, defaultValues: empty });
  const name = useWatch({ control: form.control, name: 'name' });
  const { errors } = form.formState;

  // The toast says the first failing field's message, as the inline messages are in that order.
  const onInvalid = (found: FieldErrors<ApiKeyFormValues>) => {
    const message = found.name?.message ?? found.description?.message;
    if (message) toast({ title: t('toasts.errorTitle'), description: translate(message), variant: 'destructive' });
  };

  return {
    field: form.register,
    name: name ?? '',
    errors: { name: errors.name?.message, description: errors.description?.message },
    handleSubmit: (onValid: SubmitHandler<ApiKeyFormInput>) => form.handleSubmit(onValid, onInvalid),
    reset: () => form.reset(empty),
    translate,
  };
}
