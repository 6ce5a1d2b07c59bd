import { useTranslations } from 'next-intl';
import { formatUsd, type YearTotals } from '@/lib/finance';

const width = 320;
const height = 140;
const axisHeight = 16;
const plotHeight = height - axisHeight;

/** Principal (brand colour) over interest (muted) paid in each year, as stacked bars drawn by hand. */
export function AmortizationChart({ years }: { years: readonly YearTotals[] }) {
  const t = useTranslations('loanCalculator');
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) return null;
  const tallest = Math.max(...years.map((y) => y.interest + y.principal));
  const slot = width / years.length;
  const barWidth = Math.max(slot * 0.7, 1);
  const scale = (dollars: number) => (tallest > 0 ? (dollars / tallest) * (plotHeight - 4) : 0);
  // Every year's label fits up to 10 years; past that, only year 1 and every fifth.
  const labelled = (year: number) => years.length <= 10 || year === 1 || year % 5 === 0;
  const summary = t('chartSummary', {
    years: years.length,
    lastYear: last.year,
    firstPrincipal: formatUsd(first.principal),
    lastPrincipal: formatUsd(last.principal),
    firstInterest: formatUsd(first.interest),
    lastInterest: formatUsd(last.interest),
  });
  return (
    <figure className="mt-6">
      <figcaption className="mb-2 text-sm font-semibold">{t('chartTitle')}</figcaption>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full">
        <line x1={0} x2={width} y1={plotHeight} y2={plotHeight} className="stroke-line" strokeWidth={1} />
        {years.map((y, i) => {
          const x = i * slot + (slot - barWidth) / 2;
          const principal = scale(y.principal);
          const interest = scale(y.interest);
          return (
            <g key={y.year}>
              <title>{t('chartBar', { year: y.year, principal: formatUsd(y.principal), interest: formatUsd(y.interest) })}</title>
              <rect x={x} y={plotHeight - principal} width={barWidth} height={principal} className="fill-primary" />
              <rect x={x} y={plotHeight - principal - interest} width={barWidth} height={interest} className="fill-muted opacity-50" />
              {labelled(y.year) && (
                <text x={i * slot + slot / 2} y={height - 3} textAnchor="middle" className="fill-muted text-[9px]">{y.year}</text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-hidden="true">
        <li className="flex items-center gap-1.5"><span className="inline-block h-3 w-3 rounded-sm bg-primary" />{t('principal')}</li>
        <li className="flex items-center gap-1.5"><span className="inline-block h-3 w-3 rounded-sm bg-muted opacity-50" />{t('interest')}</li>
      </ul>
    </figure>
  );
}
