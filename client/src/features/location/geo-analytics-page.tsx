import { useQuery } from '@apollo/client/react';
import { Globe2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoTotals, GeoTotalsSkeleton } from './geo-totals';
import { ImpressionsChart } from './impressions-chart';
import { GeoAnalyticsPageDocument } from './location-operations';
import { TopLocationsList } from './top-locations-list';
import { LocationDetector } from './use-location-detection';
import { YourLocation } from './your-location';

// Spec §9: the location list shows 20.
export const LOCATION_LIST_LIMIT = 20;

/** /dashboard/geo-analytics: where the user's audience is, from real impressions and clicks. */
export function GeoAnalyticsPage() {
  const { t } = useTranslation('location');
  const { data, loading, error } = useQuery(GeoAnalyticsPageDocument, { variables: { limit: LOCATION_LIST_LIMIT } });

  useEffect(() => {
    // Spec §8: a failed location list load is only logged.
    if (error) console.warn('Failed to load location analytics', error);
  }, [error]);

  const locations = data?.locationAnalytics ?? [];
  const totals = data?.locationAnalyticsSummary;
  return (
    <section aria-labelledby="geo-title" className="mx-auto flex max-w-6xl flex-col gap-6">
      <LocationDetector />
      <header className="flex flex-col gap-3">
        <h1 id="geo-title" className="text-3xl font-bold tracking-tight">
          {t('page.title')}
        </h1>
        <p className="text-muted-foreground">{t('page.subtitle')}</p>
        <YourLocation />
      </header>

      {loading && !data ? (
        <GeoTotalsSkeleton />
      ) : locations.length === 0 || !totals ? (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center"
          data-testid="geo-empty"
        >
          <Globe2 className="size-10 text-muted-foreground" aria-hidden />
          <p className="text-lg font-medium">{t('empty.title')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('empty.text')}</p>
        </div>
      ) : (
        <>
          <GeoTotals totals={totals} />
          {/* Side by side only when the page itself is wide; minmax(0, 1fr) columns let the chart shrink to fit. */}
          <div className="@container">
            <div className="grid grid-cols-1 items-start gap-6 @4xl:grid-cols-2">
              <ImpressionsChart locations={locations} />
              <TopLocationsList locations={locations} />
            </div>
          </div>
        </>
      )}

      <p className="text-xs text-muted-foreground">
        {t('attribution.cities')}{' '}
        <a className="underline underline-offset-2" href="https://db-ip.com" target="_blank" rel="noreferrer">
          {t('attribution.ip')}
        </a>
      </p>
    </section>
  );
}
