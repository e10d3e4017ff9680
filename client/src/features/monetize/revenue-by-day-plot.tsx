import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';

/**
 * This month's earnings by day as bars: the recharts part of Revenue Sources, loaded lazily with the charting
 * library. Bars are sized by minor units; the tooltip shows the exact money text.
 */
export function RevenueByDayPlot({ data }: { data: Array<{ day: string; size: number; label: string }> }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data}>
        <XAxis dataKey="day" tickLine={false} axisLine={false} fontSize={12} />
        <Bar dataKey="size" fill="var(--primary)" radius={[4, 4, 0, 0]} />
        <Tooltip formatter={(_value, _name, item) => (item.payload as { label: string }).label} />
      </BarChart>
    </ResponsiveContainer>
  );
}
