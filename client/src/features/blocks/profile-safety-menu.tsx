import { Ban, MoreHorizontal, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProfileSafetyMenu_ProfileFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';
import { toast } from '@/ui/use-toast';
import { useControl, type ControlAction } from './use-control';

/** The profile's "more" menu: Mute / Unmute, and Block (asked first; the blocked person's profile is then gone). */
export function ProfileSafetyMenu({ profile }: { profile: ProfileSafetyMenu_ProfileFragment }) {
  const { t } = useTranslation('blocks');
  const { fromError } = useServerMessage();
  const control = useControl();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const username = profile.username;

  const run = async (action: ControlAction) => {
    try {
      await control(action, username);
      toast({ title: t(`done.${action}`, { username }), description: t(`doneText.${action}`) });
      // The blocked person's profile is "not found" now: back to the dashboard.
      if (action === 'block') void navigate('/dashboard');
    } catch (error) {
      toast({ title: t('failed'), description: fromError(error, t('failed')), variant: 'destructive' });
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t('menu.label', { username })} data-testid="profile-more">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void run(profile.viewerHasMuted ? 'unmute' : 'mute')}>
            {profile.viewerHasMuted ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
            {t(profile.viewerHasMuted ? 'menu.unmute' : 'menu.mute', { username })}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Ban aria-hidden />
            {t('menu.block', { username })}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title', { username })}
        description={t('confirm.text')}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        destructive
        onConfirm={() => void run('block')}
      />
    </>
  );
}
