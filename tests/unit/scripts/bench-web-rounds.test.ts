import { describe, expect, it } from 'vitest';
import { medianRun, scoringOrder, timesBare } from '../../../scripts/bench/web-rounds';

// `npm run bench:web` (docs/preview.md): runs in rounds with the bare reference page first, the median
// run of each page, and TBT as a multiple of the bare page's.

describe('bench:web rounds', () => {
  it('visits every page once per round, in the given order (the bare page first), round after round', () => {
    expect(scoringOrder(['bare', 'land', 'farm'], 2)).toEqual([
      { subject: 'bare', run: 1 },
      { subject: 'land', run: 1 },
      { subject: 'farm', run: 1 },
      { subject: 'bare', run: 2 },
      { subject: 'land', run: 2 },
      { subject: 'farm', run: 2 },
    ]);
    expect(scoringOrder(['land'], 0)).toEqual([]);
  });

  it('keeps the run with the median score, whatever order the runs came in', () => {
    const runs = [{ performance: 71, id: 'a' }, { performance: 55, id: 'b' }, { performance: 68, id: 'c' }];
    expect(medianRun(runs).id).toBe('c');
    expect(medianRun([{ performance: 90, id: 'only' }]).id).toBe('only');
  });

  it('ranks a run Lighthouse could not score lowest: with one of three unscored, the lower scored run is the median', () => {
    const runs = [{ performance: 64, id: 'a' }, { performance: Number.NaN, id: 'failed' }, { performance: 76, id: 'b' }];
    expect(medianRun(runs).id).toBe('a');
    expect(medianRun([{ performance: Number.NaN, id: 'failed' }, { performance: 70, id: 'c' }]).id).toBe('c');
    expect(() => medianRun([])).toThrow('no Lighthouse run');
  });

  it("prints a page's TBT as a multiple of the bare page's, and '-' with nothing to compare with", () => {
    expect(timesBare(1560, 373)).toBe('4.2x');
    expect(timesBare(373, 373)).toBe('1.0x');
    expect(timesBare(1560, undefined)).toBe('-');
    expect(timesBare(1560, 0)).toBe('-');
    expect(timesBare(Number.NaN, 373)).toBe('-');
  });
});
