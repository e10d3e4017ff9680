import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface CityBar {
  name: string;
  impressions: number;
  clicks: number;
}

/** The recharts part of ImpressionsChart, loaded lazily with the charting library. */
export function ImpressionsPlot({ data }: { data: CityBar[] }) {
  const { t, i18n } = useTranslation('location');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} barGap={2}>
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis
          type="number"
          tickFormatter={(v: number) => number.format(v)}
          stroke="var(--muted-foreground)"
          fontSize={12}
        />
        <YAxis type="category" dataKey="name" width={150} stroke="var(--muted-foreground)" fontSize={12} />
        <Tooltip formatter={(value) => number.format(Number(value))} cursor={{ fill: 'var(--muted)' }} />
        <Bar dataKey="impressions" name={t('chart.impressions')} fill="var(--primary)" radius={[0, 4, 4, 0]} />
        <Bar dataKey="clicks" name={t('chart.clicks')} fill="var(--ochre)" radius={[0, 4, 4, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
