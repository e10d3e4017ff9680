import { Ban, RotateCcw, ShieldMinus, ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role, UserRow_ProfileFragment } from '@/gql/graphql';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Identicon } from './identicon';
import { SuspendDialog } from './suspend-dialog';
import type { AdminChange } from './use-admin-role';
import { useSuspension } from './use-suspension';

/** The badge of a user's highest role. */
function topRole(roles: readonly Role[]): Role {
  if (roles.includes('ADMIN')) return 'ADMIN';
  return roles.includes('MODERATOR') ? 'MODERATOR' : 'USER';
}

const BADGE = { ADMIN: 'default', MODERATOR: 'secondary', USER: 'outline' } as const;

interface UserRowProps {
  profile: UserRow_ProfileFragment;
  onChange: (change: AdminChange, profile: UserRow_ProfileFragment) => Promise<boolean>;
  /** The row is the signed-in admin's own account (which they cannot suspend). */
  isSelf: boolean;
}

/**
 * One user of User Management: avatar, name, role and suspension badges, bio, joined date, Make/Remove Admin, and
 * Suspend/Reactivate (not for admins, whose role is removed first, nor for oneself).
 */
export function UserRow({ profile, onChange, isSelf }: UserRowProps) {
  const { t, i18n } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const [reactivating, setReactivating] = useState(false);
  const [busy, setBusy] = useState(false);
  const { suspend, reactivate } = useSuspension();
  const isAdmin = profile.roles.includes('ADMIN');
  const suspension = profile.suspension;
  const role = topRole(profile.roles);
  const name = profile.username || t('users.anonymous');
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(profile.createdAt));

  const confirm = async () => {
    setBusy(true);
    await onChange(isAdmin ? 'remove' : 'promote', profile);
    setBusy(false);
  };

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="user-row" aria-label={name}>
      <Avatar className="size-11">
        {profile.avatarUrl && <AvatarImage src={profile.avatarUrl} alt="" />}
        <AvatarFallback className="bg-transparent">
          <Identicon seed={profile.id} className="size-full" />
        </AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold" dir="auto">
            {name}
          </span>
          <Badge variant={BADGE[role]}>{t(`users.roles.${role}`)}</Badge>
          {suspension && <Badge variant="destructive">{t('users.suspension.badge')}</Badge>}
        </div>
        {suspension && (
          <p className="text-sm text-destructive" dir="auto">
            {suspension.reason
              ? t('users.suspension.since', { reason: suspension.reason })
              : t('users.suspension.sinceNoReason')}
          </p>
        )}
        {profile.bio && (
          <p className="line-clamp-2 text-sm text-muted-foreground" dir="auto">
            {profile.bio}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{t('users.joined', { date: joined })}</p>
      </div>
      <div className="flex flex-wrap gap-2 self-start sm:self-center">
        {!suspension && (
          <Button
            variant={isAdmin ? 'outline' : 'default'}
            size="sm"
            disabled={busy}
            aria-busy={busy}
            onClick={() => setConfirming(true)}
          >
            {isAdmin ? <ShieldMinus aria-hidden /> : <ShieldPlus aria-hidden />}
            {isAdmin ? t('users.removeAdmin') : t('users.makeAdmin')}
          </Button>
        )}
        {suspension ? (
          <Button variant="outline" size="sm" disabled={busy} aria-busy={busy} onClick={() => setReactivating(true)}>
            <RotateCcw aria-hidden />
            {t('users.reactivate')}
          </Button>
        ) : (
          !isAdmin &&
          !isSelf && (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              disabled={busy}
              onClick={() => setSuspending(true)}
            >
              <Ban aria-hidden />
              {t('users.suspend')}
            </Button>
          )
        )}
      </div>
      <SuspendDialog
        open={suspending}
        onOpenChange={setSuspending}
        name={name}
        onSuspend={(reason) => suspend(profile.id, reason)}
      />
      <ConfirmDialog
        open={reactivating}
        onOpenChange={setReactivating}
        title={t('users.confirmReactivate.title', { name })}
        description={t('users.confirmReactivate.text')}
        confirmLabel={t('users.reactivate')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => {
          setBusy(true);
          void reactivate(profile.id).finally(() => setBusy(false));
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={isAdmin ? t('users.confirmRemove.title', { name }) : t('users.confirmPromote.title', { name })}
        description={isAdmin ? t('users.confirmRemove.text', { name }) : t('users.confirmPromote.text')}
        confirmLabel={isAdmin ? t('users.removeAdmin') : t('users.makeAdmin')}
        cancelLabel={t('common.cancel')}
        destructive={isAdmin}
        onConfirm={() => void confirm()}
      />
    </li>
  );
}
