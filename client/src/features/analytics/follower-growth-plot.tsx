import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartLabels } from './chart-labels';

export interface FollowerGrowthDay {
  date: string;
  followers: number;
}

/** New followers per day as bars: the recharts part of Audience Insights, loaded lazily with the charting library. */
export function FollowerGrowthPlot({ data }: { data: FollowerGrowthDay[] }) {
  const { t } = useTranslation('analytics');
  const labels = useChartLabels();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="date" stroke="var(--muted-foreground)" fontSize={12} minTickGap={24} />
        <YAxis
          allowDecimals={false}
          stroke="var(--muted-foreground)"
          fontSize={12}
          tickFormatter={labels.number}
          width="auto"
        />
        <Tooltip />
        <Bar dataKey="followers" name={t('metrics.newFollowers')} fill="var(--primary)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
