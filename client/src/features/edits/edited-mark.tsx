import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/use-format-date';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';

export interface ShownVersion {
  content: string;
  writtenAt: string;
}

interface EditedMarkProps {
  editedAt: string;
  /** The earlier texts, oldest first, then the current one; undefined while they load. */
  versions: ShownVersion[] | undefined;
  /** Called when the history opens (a post fetches its versions then). */
  onOpen?: () => void;
}

/** "edited", next to the date: opens the edit history, each version with when it was written. */
export function EditedMark({ editedAt, versions, onOpen }: EditedMarkProps) {
  const { t } = useTranslation('conversation');
  const formatDate = useFormatDate();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        setOpen(next);
      }}
    >
      <DialogTrigger
        className="text-xs text-muted-foreground underline-offset-2 hover:underline"
        title={t('editedTitle', { date: formatDate(editedAt) })}
      >
        {t('edited')}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('historyTitle')}</DialogTitle>
          <DialogDescription>{t('historyIntro')}</DialogDescription>
        </DialogHeader>
        {versions ? (
          <ol className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto" data-testid="version-history">
            {versions.map((version, index) => (
              <VersionEntry key={index} current={index === versions.length - 1} date={formatDate(version.writtenAt)}>
                {version.content}
              </VersionEntry>
            ))}
          </ol>
        ) : (
          <Spinner className="mx-auto" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function VersionEntry({ current, date, children }: { current: boolean; date: string; children: ReactNode }) {
  const { t } = useTranslation('conversation');
  return (
    <li className="rounded-md border p-3 text-sm" data-current={current || undefined}>
      <p className="mb-1 text-xs text-muted-foreground">
        {current ? `${t('current')} · ` : ''}
        {t('written', { date })}
      </p>
      <p className="break-words whitespace-pre-wrap">{children}</p>
    </li>
  );
}
