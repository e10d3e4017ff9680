import { CalendarDays, MapPin, Presentation, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { compactNumber } from './compact-number';
import { PageIntro, PageSection } from '@/ui/page-intro';
import { usePageTitle } from '@/lib/use-page-title';

// Spec §9: reach claims and city member counts.
const REACH = [
  { key: 'creators', value: 10_000 },
  { key: 'countries', value: 15 },
] as const;
const CITIES = [
  { key: 'nairobi', members: 2_500 },
  { key: 'lagos', members: 3_200 },
  { key: 'johannesburg', members: 1_800 },
  { key: 'accra', members: 1_400 },
  { key: 'cairo', members: 1_200 },
  { key: 'kinshasa', members: 900 },
] as const;
const WAYS = [
  { key: 'meetups', icon: CalendarDays },
  { key: 'workshops', icon: Presentation },
  { key: 'circles', icon: UsersRound },
] as const;

/** /community: reach, the city communities with their member counts, and ways to take part. */
export function CommunityPage() {
  const { t, i18n } = useTranslation(['site', 'public']);
  usePageTitle(t('community.title'));
  const plus = (value: number) => t('public:stats.plus', { value: compactNumber(i18n.language, value) });
  return (
    <>
      <PageIntro title={t('community.title')} subtitle={t('community.subtitle')}>
        <dl className="mt-4 flex gap-10">
          {REACH.map(({ key, value }) => (
            <div key={key} className="flex flex-col-reverse items-center">
              <dt className="text-sm font-medium text-muted-foreground">{t(`community.reach.${key}`)}</dt>
              <dd className="text-4xl font-extrabold text-primary">{plus(value)}</dd>
            </div>
          ))}
        </dl>
      </PageIntro>
      <PageSection id="cities-title" title={t('community.citiesTitle')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CITIES.map(({ key, members }) => (
            <li key={key} className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
                <MapPin className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold">{t(`community.cities.${key}`)}</p>
                <p className="text-sm text-muted-foreground">
                  {t('community.members', { count: members, value: plus(members) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="ways-title" title={t('community.waysTitle')} className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid gap-4 md:grid-cols-3">
          {WAYS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-6 shadow-sm">
              <Icon className="mb-3 size-6 text-primary" aria-hidden />
              <h3 className="mb-1 font-semibold">{t(`community.ways.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`community.ways.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-8">
          <Link to="/auth">{t('community.join')}</Link>
        </Button>
      </PageSection>
    </>
  );
}
