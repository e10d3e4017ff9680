import { useTranslation } from 'react-i18next';
import type { GeoAnalyticsPageQuery } from '@/gql/graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { clickRate, flagEmoji } from './location-format';

export type AudienceLocation = GeoAnalyticsPageQuery['locationAnalytics'][number];

/** Spec §2.3: the Top Locations list, each with the flag emoji of its country code. */
export function TopLocationsList({ locations }: { locations: AudienceLocation[] }) {
  const { t, i18n } = useTranslation('location');
  const number = new Intl.NumberFormat(i18n.language);
  const most = Math.max(1, ...locations.map((l) => l.totalImpressions));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('top.title')}</CardTitle>
        <CardDescription>{t('top.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3" aria-label={t('top.title')}>
          {locations.map((location, index) => (
            <li key={`${location.countryCode}|${location.city}`} className="flex items-center gap-3" data-testid="top-location">
              <span className="w-6 text-end text-sm text-muted-foreground tabular-nums">{index + 1}</span>
              <span className="text-2xl leading-none" role="img" aria-label={location.country} data-testid="location-flag">
                {flagEmoji(location.countryCode)}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <p className="truncate font-medium">
                    {location.city}
                    <span className="text-muted-foreground">, {location.country}</span>
                  </p>
                  <p className="shrink-0 text-sm tabular-nums">
                    {t('top.impressions', { value: number.format(location.totalImpressions) })}
                  </p>
                </div>
                <div className="mt-1 flex items-center gap-3">
                  <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${(location.totalImpressions / most) * 100}%` }} />
                  </div>
                  <p className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {t('top.clicks', {
                      value: number.format(location.totalClicks),
                      rate: clickRate(location.totalClicks, location.totalImpressions),
                    })}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
