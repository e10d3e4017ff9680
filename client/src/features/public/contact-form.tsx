import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema, type ContactMessageInput } from '@kuza/common';
import { serverErrorCode, serverErrorField } from '@/apollo/errors';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { useSendContactMessage } from './contact-operations';
import { FormField } from './form-field';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** The Contact Us form: checked with the shared rules, stored by the server, then confirmed. */
export function ContactForm() {
  const { t } = useTranslation(['contact', 'common']);
  const { textOf, fromError } = useServerMessage();
  const send = useSendContactMessage();
  const [sentBy, setSentBy] = useState<string | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (sentBy !== null) confirmation.current?.focus();
  }, [sentBy]);

  const onValid = async (values: ContactMessageInput) => {
    try {
      await send(values);
      reset(EMPTY);
      setSentBy(values.name);
    } catch (error) {
      const code = serverErrorCode(error);
      const field = serverErrorField(error);
      const message = fromError(error);
      if (code === 'BAD_USER_INPUT' && message && (FIELDS as readonly string[]).includes(field ?? '')) {
        setError(field as (typeof FIELDS)[number], { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const description =
        code === 'RATE_LIMITED'
          ? t('form.rateLimited')
          : code
            ? (message ?? t('common:errors.generic'))
            : t('form.offline');
      toast({ title: t('form.failedTitle'), description, variant: 'destructive' });
    }
  };

  if (sentBy !== null) {
    return (
      <div role="status" className="grid justify-items-center gap-4 py-10 text-center">
        <CircleCheck className="size-12 text-success" aria-hidden />
        <h2 ref={confirmation} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('sent.title')}
        </h2>
        <p className="max-w-sm text-muted-foreground">{t('sent.text', { name: sentBy })}</p>
        <Button variant="outline" onClick={() => setSentBy(null)}>
          {t('sent.another')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-labelledby="contact-form-title" className="grid gap-4">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.name')}
          autoComplete="name"
          placeholder={t('form.namePlaceholder')}
          error={textOf(errors.name?.message)}
          {...register('name')}
        />
        <FormField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          placeholder={t('form.emailPlaceholder')}
          error={textOf(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <FormField
        label={t('form.subject')}
        placeholder={t('form.subjectPlaceholder')}
        error={textOf(errors.subject?.message)}
        {...register('subject')}
      />
      <FormField
        multiline
        label={t('form.message')}
        rows={6}
        placeholder={t('form.messagePlaceholder')}
        error={textOf(errors.message?.message)}
        {...register('message')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting} className="justify-self-start">
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
