import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ChartSuspense } from '@/ui/chart-suspense';
import { flagEmoji } from './location-format';
import type { AudienceLocation } from './top-locations-list';

const ImpressionsPlot = lazy(() => import('./impressions-plot').then((m) => ({ default: m.ImpressionsPlot })));

const SHOWN = 8;

/** Impressions and clicks of the top cities side by side: the shape of the audience at a glance. */
export function ImpressionsChart({ locations }: { locations: AudienceLocation[] }) {
  const { t } = useTranslation('location');
  const data = locations.slice(0, SHOWN).map((l) => ({
    name: `${flagEmoji(l.countryCode)} ${l.city}`,
    impressions: l.totalImpressions,
    clicks: l.totalClicks,
  }));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('chart.title')}</CardTitle>
        <CardDescription>{t('chart.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label={t('chart.title')} className="h-80 w-full" dir="ltr">
          <ChartSuspense>
            <ImpressionsPlot data={data} />
          </ChartSuspense>
        </figure>
      </CardContent>
    </Card>
  );
}
