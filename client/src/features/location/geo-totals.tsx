import { Eye, Globe2, MapPin, MousePointerClick, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/ui/card';
import { clickRate } from './location-format';

export interface GeoTotalsData {
  countries: number;
  cities: number;
  totalImpressions: number;
  totalClicks: number;
}

function Stat({ icon: Icon, label, value, testId }: { icon: LucideIcon; label: string; value: string; testId: string }) {
  return (
    <Card className="gap-2 py-5">
      <CardContent className="flex items-center gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Spec §2.3: countries, cities, impressions and click rate over the whole audience. */
export function GeoTotals({ totals }: { totals: GeoTotalsData }) {
  const { t, i18n } = useTranslation('location');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Stat icon={Globe2} label={t('totals.countries')} value={number.format(totals.countries)} testId="geo-total-countries" />
      <Stat icon={MapPin} label={t('totals.cities')} value={number.format(totals.cities)} testId="geo-total-cities" />
      <Stat icon={Eye} label={t('totals.impressions')} value={number.format(totals.totalImpressions)} testId="geo-total-impressions" />
      <Stat
        icon={MousePointerClick}
        label={t('totals.clickRate')}
        value={t('totals.percent', { value: clickRate(totals.totalClicks, totals.totalImpressions) })}
        testId="geo-total-click-rate"
      />
    </div>
  );
}
