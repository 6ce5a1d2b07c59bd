// How `npm run bench:web` orders its Lighthouse runs and reads them (docs/preview.md "npm run bench:web"):
// rounds that visit every page once, the bare reference page first, so a busy stretch of the machine
// weighs on all of them alike; the median run of each page; TBT as a multiple of the bare page's.

/** The runs in the order they are made: `runs` rounds of every subject once, in the given order. */
export function scoringOrder<T>(subjects: readonly T[], runs: number): { subject: T; run: number }[] {
  return Array.from({ length: runs }, (_, index) => subjects.map((subject) => ({ subject, run: index + 1 }))).flat();
}

/** The run with the median score; a run Lighthouse could not score (NaN) ranks lowest. */
export function medianRun<T extends { performance: number }>(results: readonly T[]): T {
  const rank = (figures: T) => (Number.isNaN(figures.performance) ? -1 : figures.performance);
  const ranked = [...results].sort((a, b) => rank(a) - rank(b));
  const middle = ranked[Math.floor(ranked.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

/** `value` as a multiple of the bare page's (`4.2x`), or '-' without a bare figure to compare with. */
export function timesBare(value: number, bare: number | undefined): string {
  return bare !== undefined && bare > 0 && Number.isFinite(value) ? `${(value / bare).toFixed(1)}x` : '-';
}
