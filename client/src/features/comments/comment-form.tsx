import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { commentSchema, type CommentInput } from '@kuza/common';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Textarea } from '@/ui/textarea';

interface CommentFormProps {
  label: string;
  placeholder?: string;
  submitLabel: string;
  defaultValue?: string;
  /** Sends the text; a refusal shows under the field (the server's message). */
  onSubmit: (content: string) => Promise<void>;
  onCancel: () => void;
}

/** A reply or an edit of a comment: the rules of a new comment (common/), the server's refusal under the field. */
export function CommentForm({
  label,
  placeholder,
  submitLabel,
  defaultValue = '',
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const { t } = useTranslation('conversation');
  const { textOf, fromError } = useServerMessage();
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CommentInput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: defaultValue },
    reValidateMode: 'onSubmit',
  });
  const onValid = async ({ content }: CommentInput) => {
    try {
      await onSubmit(content);
    } catch (failure) {
      setError('root.server', { message: fromError(failure, t('error')) });
    }
  };
  const error = textOf(errors.content?.message) ?? errors.root?.server?.message;
  return (
    <form onSubmit={handleSubmit(onValid)} className="mt-2 flex flex-col gap-2" noValidate>
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <Textarea
        id={fieldId}
        {...register('content')}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="min-h-14"
        autoFocus
      />
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
