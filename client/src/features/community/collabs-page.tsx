import { Check, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/features/monetize/money-format';
import { SampleBadge } from '@/features/monetize/sample-badge';
import { ScreenHeader } from '@/features/monetize/screen-header';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/use-toast';
import { SAMPLE_COLLABS } from './sample-community';

/** /dashboard/collabs: requests with from, type, amount and status; Accept, Decline and Details show toasts (spec §4). */
export function CollabsPage() {
  const { t } = useTranslation('community');
  const money = useMoney();
  return (
    <section aria-labelledby="collabs-title" className="mx-auto flex max-w-5xl flex-col gap-6">
      <ScreenHeader id="collabs-title" title={t('collabs.title')} subtitle={t('collabs.subtitle')}>
        <SampleBadge />
      </ScreenHeader>
      <ul className="flex flex-col gap-3" aria-label={t('collabs.title')}>
        {SAMPLE_COLLABS.map((request) => {
          const type = t(`collabs.types.${request.type}`);
          const status = t(`collabs.statuses.${request.status}`);
          const amount = money.usd(request.amount);
          return (
            <li
              key={request.id}
              className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4 shadow-sm"
              data-testid="collab-request"
            >
              <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-xs text-muted-foreground">{t('collabs.from')}</dt>
                  <dd className="font-semibold">{request.from}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('collabs.type')}</dt>
                  <dd>{type}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('collabs.amount')}</dt>
                  <dd className="tabular-nums">{amount}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">{t('collabs.status')}</dt>
                  <dd>
                    <Badge variant={request.status === 'new' ? 'default' : 'secondary'}>{status}</Badge>
                  </dd>
                </div>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => toast({ title: t('collabs.accepted'), description: t('collabs.acceptedText', { from: request.from }) })}
                >
                  <Check aria-hidden />
                  {t('collabs.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => toast({ title: t('collabs.declined'), description: t('collabs.declinedText', { from: request.from }) })}
                >
                  <X aria-hidden />
                  {t('collabs.decline')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    toast({
                      title: t('collabs.detailsTitle', { type, from: request.from }),
                      description: t('collabs.detailsText', { amount, status }),
                    })
                  }
                >
                  <Info aria-hidden />
                  {t('collabs.details')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
