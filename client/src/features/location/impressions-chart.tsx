import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { flagEmoji } from './location-format';
import type { AudienceLocation } from './top-locations-list';

const SHOWN = 8;

/** Impressions and clicks of the top cities side by side: the shape of the audience at a glance. */
export function ImpressionsChart({ locations }: { locations: AudienceLocation[] }) {
  const { t, i18n } = useTranslation('location');
  const number = new Intl.NumberFormat(i18n.language);
  const data = locations.slice(0, SHOWN).map((l) => ({
    name: `${flagEmoji(l.countryCode)} ${l.city}`,
    impressions: l.totalImpressions,
    clicks: l.totalClicks,
  }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('chart.title')}</CardTitle>
        <CardDescription>{t('chart.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label={t('chart.title')} className="h-80 w-full" dir="ltr">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} barGap={2}>
              <CartesianGrid horizontal={false} stroke="var(--border)" />
              <XAxis type="number" tickFormatter={(v: number) => number.format(v)} stroke="var(--muted-foreground)" fontSize={12} />
              <YAxis type="category" dataKey="name" width={150} stroke="var(--muted-foreground)" fontSize={12} />
              <Tooltip formatter={(value) => number.format(Number(value))} cursor={{ fill: 'var(--muted)' }} />
              <Bar dataKey="impressions" name={t('chart.impressions')} fill="var(--primary)" radius={[0, 4, 4, 0]} />
              <Bar dataKey="clicks" name={t('chart.clicks')} fill="var(--ochre)" radius={[0, 4, 4, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}
