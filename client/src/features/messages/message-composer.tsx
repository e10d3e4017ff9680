import { useMutation } from '@apollo/client/react';
import { ImagePlus, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageComposerValues } from '@kuza/common';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { addMessageToCache } from './message-cache';
import { SendMessageDocument } from './message-operations';

type Target = { conversationId: string } | { toUsername: string };

/** Writes a message (text, an image, or both) in a conversation or to a username; `onSent` gets its conversation. */
export function MessageComposer({ target, onSent }: { target: Target; onSent?: (conversationId: string) => void }) {
  const { t } = useTranslation('direct-messages');
  const { textOf, fromError } = useServerMessage();
  const [image, setImage] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, reset, setValue, formState } = useForm<MessageComposerValues>({
    resolver: useLazyResolver(() => import('./message-resolvers').then((m) => m.messageComposerResolver)),
    defaultValues: { content: '', hasImage: false },
  });
  const [send] = useMutation(SendMessageDocument, {
    update(cache, { data }) {
      if (data) addMessageToCache(cache, data.sendMessage, true);
    },
  });

  const pick = (file: File | null) => {
    setImage(file);
    setValue('hasImage', file !== null);
  };

  const onInvalid = (errors: FieldErrors<MessageComposerValues>) =>
    toast({ title: t('sendFailed'), description: textOf(errors.content?.message), variant: 'destructive' });

  const onValid = async (values: MessageComposerValues) => {
    try {
      const { data } = await send({ variables: { input: { ...target, content: values.content, media: image } } });
      reset();
      pick(null);
      if (fileInput.current) fileInput.current.value = '';
      if (data) onSent?.(data.sendMessage.conversationId);
    } catch (failure) {
      toast({ title: t('sendFailed'), description: fromError(failure, t('sendFailedText')), variant: 'destructive' });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      className="flex flex-col gap-2 border-t p-3"
      aria-busy={formState.isSubmitting}
    >
      <Textarea
        aria-label={t('composer')}
        placeholder={t('composerPlaceholder')}
        rows={2}
        {...register('content')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void handleSubmit(onValid, onInvalid)();
          }
        }}
      />
      <div className="flex items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          id="message-image"
          onChange={(event) => pick(event.target.files?.[0] ?? null)}
        />
        <Button type="button" variant="ghost" size="sm" onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden />
          {image ? image.name : t('addImage')}
        </Button>
        <Button type="submit" size="sm" className="ms-auto" disabled={formState.isSubmitting}>
          <Send aria-hidden />
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
