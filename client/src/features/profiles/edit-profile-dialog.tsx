import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MEDIA_RULES, profileFormSchema } from '@kuza/common';
import type { z } from 'zod';
import { useLocation, useNavigate } from 'react-router-dom';
import { serverErrorField } from '@/apollo/errors';
import { sessionStore } from '@/apollo/session-store';
import { useAuth } from '@/features/auth';
import { profileHref } from '@/lib/content-links';
import type { ProfileHeader_ProfileFragment } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { UpdateProfileDocument } from './profile-operations';

const schema = profileFormSchema<File>();
type ProfileFormValues = z.input<typeof schema>;
type ProfileFormInput = z.output<typeof schema>;
type ProfileField = 'username' | 'bio' | 'avatar';

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileFormInput>({
    resolver: zodResolver(schema),
    defaultValues: { username: profile.username, bio: profile.bio ?? '', avatar: null },
    // As before: checked on each submit only, the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [save] = useMutation(UpdateProfileDocument);

  const onValid = async ({ username, bio, avatar }: ProfileFormInput) => {
    const changedName = username !== profile.username;
    try {
      const { data } = await save({
        variables: { input: { username: changedName ? username : undefined, bio, avatar: avatar ?? undefined } },
      });
      const saved = data?.updateProfile;
      if (saved && user) {
        // The session's copy of the name and avatar (top bar, ownership checks) follows the change.
        sessionStore.updateUser({
          ...user,
          username: saved.username,
          profile: { ...user.profile, id: saved.id, username: saved.username, avatarUrl: saved.avatarUrl },
        });
      }
      toast({ title: t('edit.saved') });
      onOpenChange(false);
      // /dashboard/u/<old name> no longer exists; /dashboard/profile follows the session by itself.
      if (saved && changedName && pathname !== '/dashboard/profile')
        navigate(profileHref(saved.username), { replace: true });
    } catch (error) {
      const field = serverErrorField(error);
      const text = fromError(error, t('edit.failed'));
      if (field === 'username' || field === 'bio' || field === 'avatar')
        setError(field, { type: 'server', message: text });
      else toast({ title: t('edit.failedTitle'), description: text, variant: 'destructive' });
    }
  };

  const fieldError = (field: ProfileField) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} role="alert" className="text-sm text-destructive">
        {textOf(errors[field].message)}
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
        <form onSubmit={handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.username}>{t('edit.username')}</Label>
            <Input id={ids.username} {...register('username')} autoComplete="username" {...invalid('username')} />
            {fieldError('username')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.bio}>{t('edit.bio')}</Label>
            <Textarea id={ids.bio} {...register('bio')} placeholder={t('edit.bioPlaceholder')} {...invalid('bio')} />
            {fieldError('bio')}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.avatar}>{t('edit.avatar')}</Label>
            <Controller
              control={control}
              name="avatar"
              render={({ field }) => (
                <Input
                  id={ids.avatar}
                  type="file"
                  accept={MEDIA_RULES.IMAGE.extensions.map((extension) => `.${extension}`).join(',')}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                  {...invalid('avatar')}
                />
              )}
            />
            {fieldError('avatar')}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('edit.saving') : t('edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
