import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoney } from '@/lib/money-format';
import { useChartLabels } from './chart-labels';

export interface PerformancePoint {
  date: string;
  views: number;
  engagement: number;
}

/** The recharts part of PerformanceChart, loaded lazily with the charting library. */
export function PerformancePlot({ data }: { data: PerformancePoint[] }) {
  const { t } = useTranslation('analytics');
  const format = useMoney();
  const labels = useChartLabels();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ left: 0, right: 12, top: 8 }}>
        <defs>
          <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
            <stop offset="100%" stopColor="var(--primary)" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="date"
          stroke="var(--muted-foreground)"
          fontSize={12}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          stroke="var(--muted-foreground)"
          fontSize={12}
          allowDecimals={false}
          tickFormatter={labels.number}
          // Measured: compact labels such as "12.5 ألف" or "elfu 12.5" are wider than a fixed axis allowed.
          width="auto"
        />
        <Tooltip formatter={(value) => format.number(Number(value))} />
        <Legend />
        <Area
          type="monotone"
          dataKey="views"
          name={t('metrics.views')}
          stroke="var(--primary)"
          fill="url(#views-fill)"
          strokeWidth={2}
        />
        <Area
          type="monotone"
          dataKey="engagement"
          name={t('overview.engagementSeries')}
          stroke="var(--ochre)"
          fill="transparent"
          strokeWidth={2}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
