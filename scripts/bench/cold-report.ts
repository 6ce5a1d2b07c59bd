import type { ColdFigures, RunFigures } from './cold-run';
import { ms, textTable, type Cell } from './text-table';

// Cold mode's table: each subject's four runs beside the bare reference page's same run (DESIGN §6
// budgets: cold p50 <= 10 ms and <= 2x the bare page; cached throughput >= 0.8x the bare page's), and,
// when measured, beside the bare page of its own page's size (the same elements, nothing behind them).

const runs = [
  ['single', '1 client, distinct URLs'],
  ['concurrent', 'N clients, distinct URLs'],
  ['cached', 'N clients, one cached URL'],
  ['cachedCompressed', 'N clients, one cached URL, compressed'],
] as const;

const ratio = (value: number, reference: number): Cell => (Number.isFinite(value / reference) && reference > 0 ? Number((value / reference).toFixed(2)) : '-');

export interface ColdTableOptions {
  connections: number;
  markdown: boolean;
  /** The bare page of a page kind's size, when measured (its rows then get an `x same-size p50` column). */
  sizedFor?: (page: string) => ColdFigures | undefined;
}

export function coldTable(bare: ColdFigures, measured: readonly ColdFigures[], { connections, markdown, sizedFor }: ColdTableOptions): string {
  const header = ['brand', 'page', 'run', 'req/s', 'x bare req/s', 'p50 ms', 'x bare p50', ...(sizedFor ? ['x same-size p50'] : []), 'p95 ms', 'errors/non-2xx', 'x-nextjs-cache'];
  const rows = [bare, ...measured].flatMap((figures) => {
    const sized = figures.subject.brand === 'bare' ? undefined : sizedFor?.(figures.subject.page);
    return runs.map(([key, label]): Cell[] => {
      const run: RunFigures = figures[key];
      const reference: RunFigures = bare[key];
      return [
        figures.subject.brand,
        figures.subject.page,
        label.replace('N clients', `${connections} clients`),
        Number(run.perSecond.toFixed(1)),
        ratio(run.perSecond, reference.perSecond),
        ms(run.p50),
        ratio(run.p50, reference.p50),
        ...(sizedFor ? [sized ? ratio(run.p50, sized[key].p50) : '-'] : []),
        ms(run.p95),
        run.failures,
        [...run.nextCache].join(' / '),
      ];
    });
  });
  return textTable(header, rows, { markdown });
}

export const coldFailures = (figures: ColdFigures): number => runs.reduce((sum, [key]) => sum + figures[key].failures, 0);
