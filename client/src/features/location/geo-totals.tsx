import { Eye, Globe2, MapPin, MousePointerClick, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { useLocationFormat } from './use-location-format';

export interface GeoTotalsData {
  countries: number;
  cities: number;
  totalImpressions: number;
  totalClicks: number;
}

// Columns follow the width the page actually gets (sidebars take much of a laptop screen), not the viewport.
function TotalsGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-4 @md:grid-cols-2 @4xl:grid-cols-4" aria-busy={busy || undefined}>
        {children}
      </div>
    </div>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <Card className="min-w-0 gap-2 py-5">
      <CardContent className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          {/* Breaking a very long number is better than running past the card. */}
          <p className="text-2xl font-bold tabular-nums wrap-anywhere" data-testid={testId}>
            {value}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Spec §2.3: countries, cities, impressions and click rate over the whole audience. */
export function GeoTotals({ totals }: { totals: GeoTotalsData }) {
  const { t } = useTranslation('location');
  const format = useLocationFormat();
  return (
    <TotalsGrid>
      <Stat
        icon={Globe2}
        label={t('totals.countries')}
        value={format.number(totals.countries)}
        testId="geo-total-countries"
      />
      <Stat icon={MapPin} label={t('totals.cities')} value={format.number(totals.cities)} testId="geo-total-cities" />
      <Stat
        icon={Eye}
        label={t('totals.impressions')}
        value={format.number(totals.totalImpressions)}
        testId="geo-total-impressions"
      />
      <Stat
        icon={MousePointerClick}
        label={t('totals.clickRate')}
        value={format.clickRate(totals.totalClicks, totals.totalImpressions)}
        testId="geo-total-click-rate"
      />
    </TotalsGrid>
  );
}

export function GeoTotalsSkeleton() {
  return (
    <TotalsGrid busy>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </TotalsGrid>
  );
}
