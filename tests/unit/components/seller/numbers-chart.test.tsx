// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumbersChart } from '@/components/seller/numbers-chart';

// The numbers page's chart itself (recharts), at a fixed size since jsdom measures nothing: it draws
// SVG with the views as an area, the leads as bars, a legend naming both, in the brand's colours.

afterEach(cleanup);

const points = [
  { date: '2026-03-01', views: 12, leads: 0 },
  { date: '2026-03-02', views: 30, leads: 2 },
  { date: '2026-03-03', views: 21, leads: 1 },
];

describe('the numbers chart', () => {
  it('draws views as an area and leads as bars in SVG, with a legend', () => {
    const { container } = render(<NumbersChart points={points} labels={{ views: 'Views', leads: 'Leads' }} size={{ width: 600, height: 280 }} />);
    const svg = container.querySelector('.recharts-wrapper > svg.recharts-surface');
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('width')).toBe('600');
    const area = container.querySelector('.recharts-area-curve');
    expect(area?.getAttribute('stroke')).toBe('var(--color-primary)');
    expect(area?.getAttribute('d')).toMatch(/^M/);
    // One bar per day with leads; a day without leads draws none.
    const bars = container.querySelectorAll('.recharts-bar-rectangle path');
    expect(bars).toHaveLength(2);
    expect(bars[0]?.getAttribute('fill')).toBe('var(--color-accent)');
    const legend = [...container.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent);
    expect(legend).toEqual(['Views', 'Leads']);
  });

  it('labels the days on the axis in UTC', async () => {
    const { container } = render(<NumbersChart points={points} labels={{ views: 'Views', leads: 'Leads' }} size={{ width: 600, height: 280 }} />);
    const dayTicks = () => [...container.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="bottom"]')].map((tick) => tick.textContent);
    await waitFor(() => expect(dayTicks().length).toBeGreaterThan(0));
    const ticks = dayTicks();
    for (const tick of ticks) expect(tick).toMatch(/^Mar [1-3]$/);
    expect(ticks).toContain('Mar 3');
  });
});
