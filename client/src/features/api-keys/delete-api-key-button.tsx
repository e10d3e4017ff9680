import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/ui/alert-dialog';
import { Button, buttonVariants } from '@/ui/button';
import { useDeleteApiKey } from './use-api-keys';

interface DeleteApiKeyButtonProps {
  id: string;
  name: string;
  /** Spec §5: the integration page asks the shorter question. */
  short?: boolean;
}

/** Delete, after the spec's confirmation question. */
export function DeleteApiKeyButton({ id, name, short = false }: DeleteApiKeyButtonProps) {
  const { t } = useTranslation('api-keys');
  const deleteKey = useDeleteApiKey();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await deleteKey(id);
    setBusy(false);
  };

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" className="text-destructive hover:text-destructive" disabled={busy} aria-label={t('delete.label', { name })}>
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{short ? t('delete.confirmShort') : t('delete.confirm')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={() => void confirm()}>
            {t('delete.action')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
