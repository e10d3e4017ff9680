import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_RULES } from '@kuza/common';
import { useLocation, useNavigate } from 'react-router-dom';
import { serverErrorField } from '@/apollo/errors';
import { sessionStore } from '@/apollo/session-store';
import { useAuth } from '@/features/auth';
import { profileHref } from '@/features/posts';
import type { ProfileHeader_ProfileFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { profileFormErrors, type ProfileField } from './profile-form-rules';
import { UpdateProfileDocument } from './profile-operations';

interface EditProfileDialogProps {
  profile: ProfileHeader_ProfileFragment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit one's own username, bio and avatar (updateProfile). A new username moves the profile's address. */
export function EditProfileDialog({ profile, open, onOpenChange }: EditProfileDialogProps) {
  const { t } = useTranslation('profiles');
  const { textOf, fromError } = useServerMessage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const ids = { username: useId(), bio: useId(), avatar: useId() };
  const [username, setUsername] = useState(profile.username);
  const [bio, setBio] = useState(profile.bio ?? '');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [save, { loading }] = useMutation(UpdateProfileDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = profileFormErrors({ username, bio, avatar });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changedName = username.trim() !== profile.username;
    try {
      const { data } = await save({
        variables: { input: { username: changedName ? username.trim() : undefined, bio: bio.trim(), avatar: avatar ?? undefined } },
      });
      const saved = data?.updateProfile;
      if (saved && user) {
        // The session's copy of the name and avatar (top bar, ownership checks) follows the change.
        sessionStore.updateUser({ ...user, username: saved.username, profile: { ...user.profile, id: saved.id, username: saved.username, avatarUrl: saved.avatarUrl } });
      }
      toast({ title: t('edit.saved') });
      onOpenChange(false);
      // /dashboard/u/<old name> no longer exists; /dashboard/profile follows the session by itself.
      if (saved && changedName && pathname !== '/dashboard/profile') navigate(profileHref(saved.username), { replace: true });
    } catch (error) {
      const field = serverErrorField(error);
      const text = fromError(error, t('edit.failed'));
      if (field === 'username' || field === 'bio' || field === 'avatar') setErrors({ [field]: text });
      else toast({ title: t('edit.failedTitle'), description: text, variant: 'destructive' });
    }
  };

  const fieldError = (field: ProfileField) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} role="alert" className="text-sm text-destructive">
        {textOf(errors[field])}
      </p>
    ) : null;
  const invalid = (field: ProfileField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[field]}-error` } : {};

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.username}>{t('edit.username')}</Label>
            <Input id={ids.username} value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="username" {...invalid('username')} />
            {fieldError('username')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.bio}>{t('edit.bio')}</Label>
            <Textarea id={ids.bio} value={bio} onChange={(event) => setBio(event.target.value)} placeholder={t('edit.bioPlaceholder')} {...invalid('bio')} />
            {fieldError('bio')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.avatar}>{t('edit.avatar')}</Label>
            <Input
              id={ids.avatar}
              type="file"
              accept={MEDIA_RULES.IMAGE.extensions.map((extension) => `.${extension}`).join(',')}
              onChange={(event) => setAvatar(event.target.files?.[0] ?? null)}
              {...invalid('avatar')}
            />
            {fieldError('avatar')}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? t('edit.saving') : t('edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
