import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@kuza/common';
import { useAuth } from '@/features/auth';
import { MySettingsDocument } from '@/features/settings';
import { Button } from '@/ui/button';

/**
 * Whether the reader's Sensitive content filter (Privacy & Safety) is on: their saved choice once their settings are
 * in, the default (on) until then and for visitors who are not signed in.
 */
export function useSensitiveFilter(): boolean {
  const { user } = useAuth();
  const { data } = useQuery(MySettingsDocument, { skip: !user });
  return data?.mySettings.privacy.filterContent ?? DEFAULT_SETTINGS.privacy.filterContent;
}

/** In place of a sensitive post's text and media: why it is hidden, and a way to show it. */
function SensitiveCover({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation('posts');
  const { user } = useAuth();
  return (
    <div
      role="note"
      className="flex flex-col items-start gap-2 rounded-lg border border-dashed bg-muted/50 p-3 text-sm text-muted-foreground"
    >
      <p className="flex items-center gap-2">
        <EyeOff className="size-4 shrink-0" aria-hidden />
        {t('sensitive.notice')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={onShow}>
          {t('sensitive.show')}
        </Button>
        {user && (
          <Link to="/dashboard/privacy" className="text-xs underline-offset-2 hover:underline">
            {t('sensitive.settings')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** A sensitive post's text and media, behind the cover while the reader's filter is on, until they choose to see it. */
export function SensitiveGate({ children }: { children: ReactNode }) {
  const filterOn = useSensitiveFilter();
  const [shown, setShown] = useState(false);
  return filterOn && !shown ? <SensitiveCover onShow={() => setShown(true)} /> : children;
}
