import { Megaphone, Quote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkShoutout } from '@kuza/common';
import { SampleBadge } from '@/features/monetize/sample-badge';
import { ScreenHeader } from '@/features/monetize/screen-header';
import { useIssueToast } from '@/features/monetize/use-issue-toast';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { SAMPLE_SHOUTOUTS } from './sample-community';

/** /dashboard/shoutouts: recommend a creator (spec §5: username required, then a message), and shoutouts received. */
export function ShoutoutsPage() {
  const { t } = useTranslation('community');
  const showIssue = useIssueToast('community');
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = checkShoutout({ username, message });
    if (issue) return showIssue(issue);
    toast({ title: t('shoutouts.sent'), description: t('shoutouts.sentText', { username: username.trim().replace(/^@/, '') }) });
    setUsername('');
    setMessage('');
  };

  return (
    <section aria-labelledby="shoutouts-title" className="mx-auto flex max-w-4xl flex-col gap-6">
      <ScreenHeader id="shoutouts-title" title={t('shoutouts.title')} subtitle={t('shoutouts.subtitle')} />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Megaphone aria-hidden className="size-5 text-primary" />
            {t('shoutouts.form')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
            <Button type="submit" className="self-start">
              {t('shoutouts.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold">{t('shoutouts.received')}</h2>
          <SampleBadge />
        </div>
        <ul className="grid gap-3 md:grid-cols-3" aria-label={t('shoutouts.received')}>
          {SAMPLE_SHOUTOUTS.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
              <Quote aria-hidden className="size-5 text-ochre" />
              <p className="text-sm">{t(`shoutouts.receivedItems.${item.textKey}`)}</p>
              <p className="text-xs font-medium text-muted-foreground">
                <span dir="ltr">@{item.from}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
