import { ArrowRight, BadgeCheck, Compass, Eye, HandCoins, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { PublicHeader } from './public-header';

const PILLARS = [
  { key: 'transparency', icon: Eye },
  { key: 'monetization', icon: HandCoins },
  { key: 'identity', icon: BadgeCheck },
  { key: 'ownership', icon: ShieldCheck },
] as const;

/** The landing page at /. Kept light: it is the first thing most visitors download. */
export function LandingPage() {
  const { t } = useTranslation('public');
  return (
    <div className="flex min-h-svh flex-col">
      <PublicHeader />
      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-accent/70 via-background to-background" />
          <div aria-hidden className="absolute -top-24 start-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-ochre/20 blur-3xl rtl:translate-x-1/2" />
          <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28">
            <span className="rounded-full border border-primary/20 bg-card/70 px-4 py-1 text-sm font-medium text-primary shadow-xs">
              {t('hero.eyebrow')}
            </span>
            <h1 className="bg-gradient-to-r from-primary via-[#d9661f] to-ochre bg-clip-text text-6xl font-extrabold tracking-tight text-transparent sm:text-8xl">
              {t('hero.title')}
            </h1>
            <p className="max-w-2xl text-xl font-medium text-foreground sm:text-2xl">{t('hero.tagline')}</p>
            <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">{t('hero.pitch')}</p>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/auth">
                  {t('hero.getStarted')}
                  <ArrowRight className="rtl:rotate-180" aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/explore">
                  <Compass aria-hidden />
                  {t('hero.explore')}
                </Link>
              </Button>
            </div>
          </div>
        </section>
        <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
          <h2 id="pillars-title" className="mb-10 text-center text-3xl font-bold tracking-tight">
            {t('pillars.title')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PILLARS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
                <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mb-2 font-semibold">{t(`pillars.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`pillars.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t bg-secondary/40">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">{t('footer.rights')}</div>
      </footer>
    </div>
  );
}
