import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiKeyFormSchema, type ApiKeyKindName } from '@kuza/common';
import { useValidationMessage } from '@/i18n/use-validation-message';
import { toast } from '@/ui/use-toast';

type Schema = ReturnType<typeof apiKeyFormSchema>;
export type ApiKeyFormValues = z.input<Schema>;
export type ApiKeyFormOutput = z.output<Schema>;

/**
 * The shared rule of spec §5 (name trimmed and required, description null when empty) with this screen's
 * "name required" message, shown inline and, per spec §8, as an Error toast.
 */
export function useApiKeyForm(kind: ApiKeyKindName) {
  const { t } = useTranslation('api-keys');
  const translate = useValidationMessage();
  const form = useForm<ApiKeyFormValues, unknown, ApiKeyFormOutput>({
    resolver: zodResolver(apiKeyFormSchema(kind)),
    defaultValues: { name: '', description: '' },
  });
  const onInvalid = (errors: typeof form.formState.errors) => {
    const message = errors.name?.message ?? errors.description?.message;
    if (message) toast({ title: t('toasts.errorTitle'), description: translate(message), variant: 'destructive' });
  };
  return { form, onInvalid, translate };
}
