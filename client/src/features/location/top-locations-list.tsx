import { useTranslation } from 'react-i18next';
import type { GeoAnalyticsPageQuery } from '@/gql/graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { flagEmoji } from './location-format';
import { useLocationFormat } from './use-location-format';

export type AudienceLocation = GeoAnalyticsPageQuery['locationAnalytics'][number];

/** Spec §2.3: the Top Locations list, each with the flag emoji of its country code. */
export function TopLocationsList({ locations }: { locations: AudienceLocation[] }) {
  const { t } = useTranslation('location');
  const format = useLocationFormat();
  const most = Math.max(1, ...locations.map((l) => l.totalImpressions));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('top.title')}</CardTitle>
        <CardDescription>{t('top.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3" aria-label={t('top.title')}>
          {locations.map((location, index) => {
            const country = format.country(location.countryCode, location.country);
            return (
              <li
                key={`${location.countryCode}|${location.city}`}
                className="flex items-start gap-3"
                data-testid="top-location"
              >
                <span className="w-6 shrink-0 text-end text-sm leading-6 text-muted-foreground tabular-nums">
                  {index + 1}
                </span>
                <span className="text-2xl leading-none" role="img" aria-label={country} data-testid="location-flag">
                  {flagEmoji(location.countryCode)}
                </span>
                {/* Names wrap instead of being cut (a few letters said nothing, and RTL cut their start);
                    the figures move below the name when the row is too narrow for both. */}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="min-w-0 font-medium wrap-break-word">
                      {location.city}
                      <span className="text-muted-foreground">, {country}</span>
                    </p>
                    <p className="text-sm tabular-nums">
                      {t('top.impressions', { value: format.number(location.totalImpressions) })}
                    </p>
                  </div>
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <div className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-muted">
                      <div
                        className="h-full rounded-full bg-primary"
                        style={{ width: `${(location.totalImpressions / most) * 100}%` }}
                      />
                    </div>
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {t('top.clicks', {
                        value: format.number(location.totalClicks),
                        rate: format.clickRate(location.totalClicks, location.totalImpressions),
                      })}
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
