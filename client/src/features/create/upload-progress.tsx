import { useTranslation } from 'react-i18next';
import { Progress } from '@/ui/progress';

/** An upload under way: a bar and its percentage (indeterminate until the size is known), announced politely. */
export function UploadProgress({ percent }: { percent: number | null }) {
  const { t } = useTranslation('create');
  return (
    <div className="flex flex-col gap-1">
      <Progress value={percent} aria-label={t('media.progress')} />
      <span className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
        {percent === null ? t('media.uploading') : t('media.uploaded', { percent })}
      </span>
    </div>
  );
}
