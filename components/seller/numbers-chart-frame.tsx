'use client';

import dynamic from 'next/dynamic';
import type { NumbersChartPoint } from './numbers-chart';

function Placeholder() {
  return <div aria-hidden="true" className="h-full w-full animate-pulse rounded bg-surface" data-testid="numbers-chart-placeholder" />;
}

// Recharts is a chunk of its own, loaded when a chart is shown; it only draws in the browser.
const NumbersChart = dynamic(() => import('./numbers-chart').then((m) => m.NumbersChart), { ssr: false, loading: () => <Placeholder /> });

/**
 * The chart under its title, in a frame of fixed height: the placeholder (while the numbers or the
 * chart's code load) and the chart take the same room, so nothing moves. To assistive technology the
 * chart is one image with a label that points to the table of the same numbers.
 */
export function NumbersChartFrame({ points, labels, title, description }: {
  points: readonly NumbersChartPoint[] | null;
  labels: { views: string; leads: string };
  title: string;
  description: string;
}) {
  return (
    <figure className="mt-5">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div role="img" aria-label={description} aria-busy={points === null} className="mt-2 h-64 min-w-0 sm:h-72">
        {points ? <NumbersChart points={points} labels={labels} /> : <Placeholder />}
      </div>
    </figure>
  );
}
