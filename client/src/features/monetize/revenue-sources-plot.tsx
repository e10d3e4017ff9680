import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

const COLORS = ['var(--primary)', 'var(--ochre)', 'var(--forest)', 'var(--ring)', 'var(--muted-foreground)'];

/**
 * The revenue sources as a donut: the recharts part of the Revenue screen, loaded lazily with the charting library.
 * Slices are sized by each source's share in percent; the tooltip shows the exact amount.
 */
export function RevenueSourcesPlot({ data }: { data: Array<{ name: string; share: number; label: string }> }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie data={data} dataKey="share" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2}>
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={COLORS[i % COLORS.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(_value, _name, item) => (item.payload as { label: string }).label} />
      </PieChart>
    </ResponsiveContainer>
  );
}
