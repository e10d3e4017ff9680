import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
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
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          aria-label={t('delete.label', { name })}
        >
          <Trash2 aria-hidden />
        </Button>
      }
      title={t('delete.title', { name })}
      description={short ? t('delete.confirmShort') : t('delete.confirm')}
      confirmLabel={t('delete.action')}
      cancelLabel={t('delete.cancel')}
      destructive
      onConfirm={() => void confirm()}
    />
  );
}
