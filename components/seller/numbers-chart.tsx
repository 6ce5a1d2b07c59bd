'use client';

import { Area, Bar, CartesianGrid, ComposedChart, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { longStatsDay, shortStatsDay } from './stats-day-format';

// Recharts (SVG) for the numbers page's chart. Only this file imports it: the page loads it with
// next/dynamic, so the library is a chunk of its own, fetched when a chart is shown (docs/seller-numbers.md).

export interface NumbersChartPoint {
  /** YYYY-MM-DD, UTC. */
  date: string;
  views: number;
  leads: number;
}

const dayText = (date: unknown, format: (day: string) => string) => (typeof date === 'string' ? format(date) : '');
const tick = { fontSize: 12, fill: 'var(--color-muted)' };
const axisLine = { stroke: 'var(--color-line)' };

/**
 * Views per day as an area (left axis) and leads as bars (right axis: a handful beside hundreds of
 * views would sit flat on one scale), in the brand's colours. It fills its frame, whose height the page
 * fixes; `size` gives it a fixed one instead (where nothing measures, as in tests).
 */
export function NumbersChart({ points, labels, size }: {
  points: readonly NumbersChartPoint[];
  labels: { views: string; leads: string };
  size?: { width: number; height: number };
}) {
  const frame = size ? { width: size.width, height: size.height } : { responsive: true, style: { width: '100%', height: '100%' } };
  // No keyboard layer (the page's table is the chart's readable form, and the frame is one image to
  // assistive technology) and no animation (numbers that slide in are read late, and move for everyone).
  return (
    <ComposedChart {...frame} data={[...points]} margin={{ top: 8, right: 4, bottom: 0, left: 4 }} accessibilityLayer={false}>
      <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tick={tick} axisLine={axisLine} tickLine={axisLine} tickFormatter={(date: unknown) => dayText(date, shortStatsDay)} minTickGap={24} tickMargin={6} />
      <YAxis yAxisId="views" tick={tick} axisLine={axisLine} tickLine={axisLine} allowDecimals={false} width={40} />
      <YAxis yAxisId="leads" orientation="right" tick={tick} axisLine={axisLine} tickLine={axisLine} allowDecimals={false} width={32} />
      <Tooltip labelFormatter={(date: unknown) => dayText(date, longStatsDay)} />
      {/* In the order drawn: views, then leads. */}
      <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
      <Area yAxisId="views" type="monotone" dataKey="views" name={labels.views} stroke="var(--color-primary)" strokeWidth={2}
        fill="var(--color-primary)" fillOpacity={0.15} isAnimationActive={false} />
      <Bar yAxisId="leads" dataKey="leads" name={labels.leads} fill="var(--color-accent)" maxBarSize={16} isAnimationActive={false} />
    </ComposedChart>
  );
}
