import { Copy, Eye, EyeOff, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskApiKeyForDialog, maskApiKeyForIntegration } from '@kuza/common';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { copyText } from './copy-text';

export type MaskStyle = 'dialog' | 'integration';

/** The masked form of a full key, in the style of the screen showing it (spec §9). */
export function maskSecret(secret: string, style: MaskStyle): string {
  const parts = { prefix: secret.slice(0, 12), lastFour: secret.slice(-4) };
  return style === 'dialog' ? maskApiKeyForDialog(parts) : maskApiKeyForIntegration(parts);
}

/** A newly generated key, shown this once: masked until revealed, with Copy. */
export function NewKeySecret({ secret, maskStyle }: { secret: string; maskStyle: MaskStyle }) {
  const { t } = useTranslation('api-keys');
  const [revealed, setRevealed] = useState(false);

  const copy = async () => {
    try {
      await copyText(secret);
      toast({ title: t('toasts.copied'), description: t('toasts.copiedText') });
    } catch {
      toast({ title: t('toasts.errorTitle'), description: t('toasts.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-3">
      <p className="flex items-start gap-2 rounded-lg bg-ochre/10 p-3 text-sm">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-ochre" aria-hidden />
        {t('secret.warning')}
      </p>
      <div className="flex items-center gap-2 rounded-lg border bg-muted/40 p-2">
        <code
          dir="ltr"
          className="min-w-0 flex-1 break-all px-2 font-mono text-sm"
          data-testid="new-api-key"
          aria-label={t('secret.label')}
        >
          {revealed ? secret : maskSecret(secret, maskStyle)}
        </code>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => setRevealed((value) => !value)}
          aria-pressed={revealed}
          aria-label={revealed ? t('secret.hide') : t('secret.reveal')}
        >
          {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('secret.copy')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('secret.usage')}{' '}
        <code dir="ltr" className="font-mono">
          Authorization: Bearer &lt;key&gt;
        </code>
      </p>
    </div>
  );
}
