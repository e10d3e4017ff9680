import { Mail, MessageCircle, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTACT_TEAM_ADDRESS } from '@kuza/common';
import { ScreenHeader } from '@/ui/screen-header';
import { Button } from '@/ui/button';

// Spec §2.3 and §9: chat instant to 5 minutes, e-mail 24 hours, tickets 48 hours.
const CHANNELS = [
  { id: 'chat', icon: MessageCircle },
  { id: 'email', icon: Mail },
  { id: 'tickets', icon: Ticket },
] as const;

/** /dashboard/support: the three support channels and their response times (informational). */
export function CreatorSupportPage() {
  const { t } = useTranslation('learn');
  return (
    <section aria-labelledby="support-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="support-title" title={t('support.title')} subtitle={t('support.subtitle')}>
        <p className="text-sm text-muted-foreground">{t('support.hours')}</p>
      </ScreenHeader>
      <ul className="grid gap-4 md:grid-cols-3" aria-label={t('support.title')}>
        {CHANNELS.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
            data-testid={`support-${id}`}
          >
            <Icon aria-hidden className="size-7 text-primary" />
            <h2 className="text-lg font-semibold">{t(`support.channels.${id}.name`)}</h2>
            <p className="text-sm text-muted-foreground">{t(`support.channels.${id}.text`)}</p>
            <p className="mt-auto text-sm font-semibold">
              {t('support.response', { time: t(`support.channels.${id}.time`) })}
            </p>
            {id === 'email' && (
              <Button asChild variant="outline" size="sm">
                <a href={`mailto:${CONTACT_TEAM_ADDRESS}`}>
                  {t('support.emailAction', { address: CONTACT_TEAM_ADDRESS })}
                </a>
              </Button>
            )}
            {id === 'tickets' && (
              <Button asChild variant="outline" size="sm">
                <Link to="/contact">{t('support.ticketAction')}</Link>
              </Button>
            )}
            {id === 'chat' && (
              <Button asChild variant="outline" size="sm">
                <Link to="/dashboard/help">{t('support.helpAction')}</Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
