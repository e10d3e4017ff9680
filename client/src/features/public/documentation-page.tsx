import { BookOpen, Coins, Rocket, SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageIntro } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

// Spec §2.1: Getting Started, Content Creation, Monetization Guide, Platform Features.
const SECTIONS = [
  { key: 'gettingStarted', icon: Rocket, items: ['account', 'profile', 'follow'] },
  { key: 'contentCreation', icon: SquarePen, items: ['post', 'video', 'audio', 'drafts'] },
  { key: 'monetization', icon: Coins, items: ['streams', 'split', 'cashout', 'payouts'] },
  { key: 'features', icon: BookOpen, items: ['dial', 'why', 'nearby', 'languages'] },
] as const;

/** /documentation: the four guides. */
export function DocumentationPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('documentation.title'));
  return (
    <>
      <PageIntro title={t('documentation.title')} subtitle={t('documentation.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2">
        {SECTIONS.map(({ key, icon: Icon, items }) => (
          <section key={key} aria-labelledby={`doc-${key}`} className="rounded-xl border bg-card p-6 shadow-sm">
            <h2 id={`doc-${key}`} className="mb-4 flex items-center gap-3 text-xl font-semibold">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              {t(`documentation.sections.${key}.title`)}
            </h2>
            <ol className="grid list-decimal gap-2 ps-5 text-muted-foreground marker:text-primary">
              {items.map((item) => (
                <li key={item}>{t(`documentation.sections.${key}.items.${item}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <p className="pb-16 text-center">
        <Link to="/api-reference" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('documentation.developers')}
        </Link>
      </p>
    </>
  );
}
