import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MEDIA_RULES } from '@kuza/common';
import { serverErrorCode } from '@/apollo/errors';
import { serverMessage, useServerMessage } from '@/lib/server-message';
import { toast } from '@/ui/use-toast';
import { titleForServerMessage, type MediaIssue, type UploadKind } from './media-validation';
import { useCreatePost } from './use-create-post';

/** Uploads a checked caption and file with progress (0–100, null before the size is known), then goes back to /dashboard. */
export function useMediaUpload(kind: UploadKind, onDone: () => void) {
  const { t } = useTranslation('create');
  const { text, fromError } = useServerMessage();
  const navigate = useNavigate();
  const [createPost] = useCreatePost();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);

  const refuse = (title: MediaIssue['title'], description: string) =>
    toast({ title: t(`toasts.${title}`), description, variant: 'destructive' });
  const report = (issue: MediaIssue) => refuse(issue.title, text(issue.messageId));

  const upload = async (caption: string, file: File) => {
    setUploading(true);
    setProgress(null);
    try {
      await createPost({
        content: caption,
        media: file,
        mediaType: kind,
        onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : null),
      });
    } catch (error) {
      setUploading(false);
      const code = serverErrorCode(error);
      const title =
        code === 'PAYLOAD_TOO_LARGE'
          ? 'fileTooLarge'
          : (titleForServerMessage(serverMessage(error)?.messageId) ?? 'uploadFailed');
      // Spec §8: Upload failed shows the error's message, or Failed to upload video / audio.
      return refuse(title, fromError(error, text(MEDIA_RULES[kind].uploadFailedMessage)));
    }
    setUploading(false);
    onDone();
    toast({
      title: t(kind === 'VIDEO' ? 'toasts.videoPosted' : 'toasts.audioPosted'),
      description: t('toasts.postedText'),
    });
    navigate('/dashboard');
  };

  return { upload, uploading, progress, report, refuse };
}
