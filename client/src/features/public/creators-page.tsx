import { Coins, Eye, Handshake, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { PageIntro } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

const BENEFITS = [
  { key: 'earn', icon: Coins },
  { key: 'reach', icon: Eye },
  { key: 'own', icon: ShieldCheck },
  { key: 'collab', icon: Handshake },
] as const;

/** /creators: the creator landing page with its four benefits. */
export function CreatorsPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('creators.title'));
  return (
    <>
      <PageIntro title={t('creators.title')} subtitle={t('creators.subtitle')}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/auth">{t('creators.start')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/earnings">{t('creators.earnings')}</Link>
          </Button>
        </div>
      </PageIntro>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:grid-cols-2 sm:px-6">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-6" aria-hidden />
            </span>
            <div>
              <h2 className="mb-1 text-lg font-semibold">{t(`creators.benefits.${key}.title`)}</h2>
              <p className="text-muted-foreground">{t(`creators.benefits.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
