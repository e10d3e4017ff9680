import { useMutation } from '@apollo/client/react';
import { Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_MESSAGES, checkShoutout, checkShoutoutLength, normalizeUsername, type MessageId, type MoneyIssue } from '@kuza/common';
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

// The server answers the spec's two rules with their ids (money.usernameRequired, money.messageRequired): they come
// back as the same toast the form's own check shows.
const SPEC_ISSUES = new Map<string, MoneyIssue>([
  ['money.usernameRequired' satisfies MessageId, { id: 'usernameRequired', field: 'username', ...MONEY_MESSAGES.usernameRequired }],
  ['money.messageRequired' satisfies MessageId, { id: 'messageRequired', field: 'message', ...MONEY_MESSAGES.messageRequired }],
]);

/** Give a shoutout: checked as the spec says, saved by the server, and only then confirmed. */
export function ShoutoutForm() {
  const { t } = useTranslation('community');
  const showIssue = useIssueToast('community');
  const { text, fromError } = useServerMessage();
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState('');
  const [send, { loading }] = useMutation(SendShoutoutDocument, {
    update(cache, { data }) {
      if (data)
        prependToOwnList(cache, 'sentShoutouts', {
          __typename: 'Shoutout',
          id: data.sendShoutout.id,
        });
    },
  });

  const fail = (description: string) => toast({ title: t('shoutouts.failed'), description, variant: 'destructive' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      username: normalizeUsername(username),
      message: message.trim(),
    };
    const issue = checkShoutout(input);
    if (issue) return showIssue(issue);
    const tooLong = checkShoutoutLength(input.message);
    if (tooLong) return fail(text(tooLong.messageId));
    try {
      const { data } = await send({ variables: { input } });
      toast({
        title: t('shoutouts.sent'),
        description: t('shoutouts.sentText', {
          username: data?.sendShoutout.to?.username ?? input.username,
        }),
      });
      setUsername('');
      setMessage('');
    } catch (failure) {
      const found = serverMessage(failure);
      const spec = found && SPEC_ISSUES.get(found.messageId);
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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={loading}>
          <div className="flex flex-col gap-2">
            <Label htmlFor="shoutout-username">{t('shoutouts.username')}</Label>
            <Input
              id="shoutout-username"
              value={username}
              placeholder={t('shoutouts.usernamePlaceholder')}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="shoutout-message">{t('shoutouts.message')}</Label>
            <Textarea
              id="shoutout-message"
              value={message}
              rows={4}
              placeholder={t('shoutouts.messagePlaceholder')}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <Button type="submit" className="self-start" disabled={loading}>
            {loading ? t('shoutouts.sending') : t('shoutouts.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
