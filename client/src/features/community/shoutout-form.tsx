import { useMutation } from '@apollo/client/react';
import { Megaphone } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moneyIssueOf, type ShoutoutValues } from '@kuza/common';
import { useIssueToast } from '@/lib/use-issue-toast';
import { serverMessage, useServerMessage } from '@/lib/server-message';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { prependToOwnList } from './community-cache';
import { SendShoutoutDocument } from './community-operations';
import { useLazyResolver } from '@/lib/lazy-resolver';

/** Give a shoutout: checked as the spec says, saved by the server, and only then confirmed. */
export function ShoutoutForm() {
  const { t } = useTranslation('community');
  const showIssue = useIssueToast('community');
  const { textOf, fromError } = useServerMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ShoutoutValues>({
    resolver: useLazyResolver(() => import('./community-resolvers').then((m) => m.shoutoutResolver)),
    defaultValues: { username: '', message: '' },
    shouldFocusError: false,
  });
  const [send] = useMutation(SendShoutoutDocument, {
    update(cache, { data }) {
      if (data)
        prependToOwnList(cache, 'sentShoutouts', {
          __typename: 'Shoutout',
          id: data.sendShoutout.id,
        });
    },
  });

  const fail = (description: string) => toast({ title: t('shoutouts.failed'), description, variant: 'destructive' });

  // The first failing rule only, as a toast: the spec's two rules (Username required; Please write why you
  // recommend them.) as the spec's toast, from the form's check; anything else (the length) as a failed send.
  const onInvalid = (errors: FieldErrors<ShoutoutValues>) => {
    const id = errors.username?.message ?? errors.message?.message;
    const spec = moneyIssueOf(id);
    if (spec) showIssue(spec);
    else fail(textOf(id) ?? t('shoutouts.failedText'));
  };

  const onValid = async (input: ShoutoutValues) => {
    try {
      const { data } = await send({ variables: { input } });
      toast({
        title: t('shoutouts.sent'),
        description: t('shoutouts.sentText', {
          username: data?.sendShoutout.to?.username ?? input.username,
        }),
      });
      reset();
    } catch (failure) {
      // The server answers the spec's two rules with their ids (money.<rule>): the same toast as the form's check.
      const spec = moneyIssueOf(serverMessage(failure)?.messageId);
      if (spec) showIssue(spec);
      else fail(fromError(failure, t('shoutouts.failedText')));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Megaphone aria-hidden className="size-5 text-primary" />
          {t('shoutouts.form')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={handleSubmit(onValid, onInvalid)}
          noValidate
          className="flex flex-col gap-4"
          aria-busy={isSubmitting}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="shoutout-username">{t('shoutouts.username')}</Label>
            <Input id="shoutout-username" placeholder={t('shoutouts.usernamePlaceholder')} {...register('username')} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="shoutout-message">{t('shoutouts.message')}</Label>
            <Textarea
              id="shoutout-message"
              rows={4}
              placeholder={t('shoutouts.messagePlaceholder')}
              {...register('message')}
            />
          </div>
          <Button type="submit" className="self-start" disabled={isSubmitting}>
            {isSubmitting ? t('shoutouts.sending') : t('shoutouts.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
