import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { PageIntro, PageSection } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

// Spec §9 marketing claims: CPM $5-15, 70% subscriptions, 95% tips, $0 minimum, 2-day average payout, crypto and fiat.
const CLAIMS = ['cpm', 'subscriptions', 'tips', 'minimum', 'average', 'methods'] as const;
const STREAMS = ['ads', 'subscriptions', 'tips', 'brands', 'collabs'] as const;

/** /earnings: how creators earn on Kuza. */
export function EarningsPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('earnings.title'));
  return (
    <>
      <PageIntro title={t('earnings.title')} subtitle={t('earnings.subtitle')} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {CLAIMS.map((key) => (
          <li key={key} className="rounded-xl border bg-card p-6 text-center shadow-sm">
            <p className="text-4xl font-extrabold text-primary">{t(`earnings.claims.${key}.value`)}</p>
            <p className="mt-2 text-sm font-medium text-muted-foreground">{t(`earnings.claims.${key}.label`)}</p>
          </li>
        ))}
      </ul>
      <PageSection
        id="streams-title"
        title={t('earnings.streamsTitle')}
        className="mx-auto max-w-3xl px-4 pb-16 sm:px-6"
      >
        <ul className="grid gap-3">
          {STREAMS.map((key) => (
            <li key={key} className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3">
              <Check className="size-5 text-success" aria-hidden />
              {t(`earnings.streams.${key}`)}
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-8">
          <Link to="/auth">{t('earnings.start')}</Link>
        </Button>
      </PageSection>
    </>
  );
}
