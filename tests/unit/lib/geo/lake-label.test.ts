import { describe, expect, it } from 'vitest';
import { lakeLabel } from '@/lib/geo/lake-label';
import { lakesData } from '@/lib/geo/lakes-data';

describe('lakeLabel', () => {
  it('names a lake by its table id, which follows lakes-data order from 1', () => {
    expect(lakeLabel(1)).toBe('Lake Buchanan, TX');
    expect(lakeLabel(3)).toBe('Lake Travis, TX');
    expect(lakeLabel(lakesData.length)).toBe(`${lakesData.at(-1)?.[0]}, ${lakesData.at(-1)?.[1]}`);
  });

  it('is null for an id no lake has', () => {
    for (const id of [0, -1, 1.5, lakesData.length + 1, Number.NaN]) expect(lakeLabel(id), String(id)).toBeNull();
  });
});
