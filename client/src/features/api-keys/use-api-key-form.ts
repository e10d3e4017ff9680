import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkApiKeyForm, type ApiKeyFormField, type ApiKeyFormMessageId, type ApiKeyFormInput, type ApiKeyKindName } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';

export type ApiKeyFormOutput = ApiKeyFormInput;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const EMPTY: Record<ApiKeyFormField, string> = { name: '', description: '' };
const FIELDS: ApiKeyFormField[] = ['name', 'description'];

/**
 * The shared rule of spec §5 (name trimmed and required, description null when empty) with this screen's
 * "name required" message, shown inline and, per spec §8, as an Error toast. Checked on submit, then as the
 * fields change; the first failing field takes the focus. Plain state and common's zod-free checkApiKeyForm
 * (the server's schema gives the same answers) keep zod and a form library out of these screens.
 */
export function useApiKeyForm(kind: ApiKeyKindName) {
  const { t } = useTranslation('api-keys');
  const { text } = useServerMessage();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ApiKeyFormField, ApiKeyFormMessageId>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<ApiKeyFormField, FieldElement | null>>>({});

  /** Props for one field: value, change handler, name and ref. */
  const field = (name: ApiKeyFormField) => ({
    name,
    value: values[name],
    ref: (element: FieldElement | null) => {
      elements.current[name] = element;
    },
    onChange: (event: ChangeEvent<FieldElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) {
        const result = checkApiKeyForm(kind, next);
        setErrors(result.ok ? {} : result.errors);
      }
    },
  });

  const handleSubmit = (onValid: (values: ApiKeyFormOutput) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = checkApiKeyForm(kind, values);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) {
      void onValid(result.data);
      return;
    }
    const first = FIELDS.find((name) => result.errors[name]);
    if (first) elements.current[first]?.focus();
    const message = result.errors.name ?? result.errors.description;
    if (message) toast({ title: t('toasts.errorTitle'), description: text(message), variant: 'destructive' });
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setSubmitted(false);
  };

  /** A field's message id in the reader's language. */
  const translate = (id: ApiKeyFormMessageId | undefined) => (id ? text(id) : undefined);

  return { field, values, errors, handleSubmit, reset, translate };
}
