import { ArrowRight, BadgeCheck, Compass, Eye, HandCoins, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { LandingStats } from './landing-stats';
import { usePageTitle } from '@/lib/use-page-title';

// Spec §1: the four selling points.
const PILLARS = [
  { key: 'transparency', icon: Eye },
  { key: 'monetization', icon: HandCoins },
  { key: 'identity', icon: BadgeCheck },
  { key: 'ownership', icon: ShieldCheck },
] as const;

/** The landing page at /. Kept light: it is the first thing most visitors download. */
export function LandingPage() {
  const { t } = useTranslation('public');
  usePageTitle();
  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-accent/70 via-background to-background" />
        <div
          aria-hidden
          className="absolute -top-24 start-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-ochre/20 blur-3xl rtl:translate-x-1/2"
        />
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
      <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
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
      <LandingStats />
      <section aria-labelledby="banner-title" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary via-[#d9661f] to-ochre px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
          <Sparkles aria-hidden className="mx-auto mb-4 size-8 opacity-90" />
          <h2 id="banner-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('banner.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-base opacity-90 sm:text-lg">{t('banner.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link to="/auth">{t('banner.join')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <Link to="/explore">{t('banner.explore')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
