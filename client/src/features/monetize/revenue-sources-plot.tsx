import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { useMoney } from '@/lib/money-format';

const COLORS = ['var(--primary)', 'var(--ochre)', 'var(--forest)', 'var(--ring)'];

/** The revenue sources as a donut: the recharts part of the Revenue screen, loaded lazily with the charting library. */
export function RevenueSourcesPlot({ data }: { data: Array<{ name: string; value: number }> }) {
  const money = useMoney();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2}>
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={COLORS[i % COLORS.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => money.usd(Number(value))} />
      </PieChart>
    </ResponsiveContainer>
  );
}
