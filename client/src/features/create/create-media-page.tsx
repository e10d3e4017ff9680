import { Mic, Square, UploadCloud } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { MediaFileField } from './media-file-field';
import { fileIssue, isAcceptedType, titleForServerMessage, type UploadKind } from './media-validation';
import { useAudioRecorder } from './use-audio-recorder';
import { useMediaUpload } from './use-media-upload';
import { UploadProgress } from './upload-progress';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { useServerMessage } from '@/lib/server-message';

type MediaPostValues = { caption: string; file: File | null };
type MediaPostInput = { caption: string; file: File };

/** Caption, a file (or, for audio, a microphone recording), an upload with a progress bar, then /dashboard. */
function CreateMediaForm({ kind }: { kind: UploadKind }) {
  const { t } = useTranslation('create');
  const captionId = useId();
  const resolver = useLazyResolver(() => import('./create-resolvers').then((m) => m.mediaPostResolvers[kind]));
  const { register, control, handleSubmit, setValue, reset } = useForm<MediaPostValues, unknown, MediaPostInput>({
    resolver,
    defaultValues: { caption: '', file: null },
    shouldFocusError: false,
  });
  const file = useWatch({ control, name: 'file' }) ?? null;
  const setFile = useCallback((chosen: File | null) => setValue('file', chosen), [setValue]);
  const [typeRefused, setTypeRefused] = useState(false);
  const { upload, uploading, progress, report, refuse } = useMediaUpload(kind, () => reset());
  const { textOf } = useServerMessage();

  const choose = useCallback(
    (chosen: File) => {
      // A wrong type is a mistake in the field, not a failed upload; it comes first, as its size does not matter then.
      const accepted = isAcceptedType(kind, chosen);
      setTypeRefused(!accepted);
      if (!accepted) return;
      const issue = fileIssue(kind, chosen);
      if (issue) return report(issue);
      setFile(chosen);
    },
    [kind, report, setFile],
  );
  const recordingFailed = useCallback(
    () => toast({ title: t('toasts.recordingFailed'), description: t('toasts.microphone'), variant: 'destructive' }),
    [t],
  );
  const recorder = useAudioRecorder(choose, recordingFailed);
  const verb = kind === 'VIDEO' ? 'video' : 'audio';

  // Spec §5: the first failing rule (caption, then file; its message is the rule's id), as its toast.
  const onInvalid = (errors: FieldErrors<MediaPostValues>) => {
    const id = errors.caption?.message ?? errors.file?.message;
    if (id) refuse(titleForServerMessage(id) ?? 'uploadFailed', textOf(id) ?? id);
  };

  return (
    <section aria-labelledby="create-media-title" className="mx-auto flex max-w-2xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 id="create-media-title" className="text-3xl font-bold tracking-tight">
          {t(`media.${verb}Title`)}
        </h1>
        <p className="text-muted-foreground">{t(`media.${verb}Subtitle`)}</p>
      </header>
      <form
        onSubmit={handleSubmit(({ caption, file: chosen }) => upload(caption, chosen), onInvalid)}
        noValidate
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={captionId}>{t('media.caption')}</Label>
          <Textarea
            id={captionId}
            {...register('caption')}
            placeholder={t('media.captionPlaceholder')}
            disabled={uploading}
          />
        </div>
        <MediaFileField
          kind={kind}
          file={file}
          onSelect={choose}
          onClear={() => {
            setFile(null);
            setTypeRefused(false);
          }}
          disabled={uploading || recorder.state === 'recording'}
          typeRefused={typeRefused}
        />
        {kind === 'AUDIO' && (
          <div className="flex items-center gap-3">
            {recorder.state === 'recording' ? (
              <Button type="button" variant="destructive" onClick={recorder.stop}>
                <Square aria-hidden />
                {t('media.stopRecording')}
              </Button>
            ) : (
              <Button type="button" variant="outline" onClick={() => void recorder.start()} disabled={uploading}>
                <Mic aria-hidden />
                {t('media.record')}
              </Button>
            )}
            {recorder.state === 'recording' && (
              <span role="status" className="flex items-center gap-2 text-sm text-destructive tabular-nums">
                <span className="size-2 animate-pulse rounded-full bg-destructive" aria-hidden />
                {t('media.recording', { seconds: recorder.seconds })}
              </span>
            )}
          </div>
        )}
        {uploading && <UploadProgress percent={progress} />}
        <Button type="submit" disabled={uploading} className="self-start">
          <UploadCloud aria-hidden />
          {uploading ? t('media.uploading') : t(`media.${verb}Submit`)}
        </Button>
      </form>
    </section>
  );
}

/** /dashboard/create-video. */
export function CreateVideoPage() {
  return <CreateMediaForm kind="VIDEO" />;
}

/** /dashboard/create-audio: also records from the microphone. */
export function CreateAudioPage() {
  return <CreateMediaForm kind="AUDIO" />;
}
