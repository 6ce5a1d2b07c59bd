import { describe, expect, it } from 'vitest';
import { Random } from '@/lib/seed/random';
import { fill, pickSome, slotCount } from '@/lib/seed/text-template';
import { ecoregionOf, ecoregions } from '@/lib/seed/vocabulary/ecoregions';
import { usStates } from '@/lib/geo/us-states';

describe('listing text templates', () => {
  it('fills slots, capitalising a slot written in capitals', () => {
    expect(fill('{A} and {b} shade the {place}.', { a: 'live oak', b: 'pecan', place: 'hill' })).toBe('Live oak and pecan shade the hill.');
  });

  it('refuses a template slot without a value', () => {
    expect(() => fill('Frontage on {road}.', {})).toThrow(/\{road\}/);
  });

  it('counts the phrase slots a sentence prints, not its named values', () => {
    expect(slotCount('{A}, {b} and {c} near {city}; {a} again.')).toBe(3);
  });

  it('picks different items, leaning toward the front of the list', () => {
    const random = new Random(3);
    const items = Array.from({ length: 20 }, (_, i) => i);
    const firsts = Array.from({ length: 4000 }, () => pickSome(random, items, 3));
    for (const picked of firsts) expect(new Set(picked).size).toBe(3);
    const front = firsts.flat().filter((i) => i < 5).length;
    const back = firsts.flat().filter((i) => i >= 15).length;
    expect(front).toBeGreaterThan(back);
  });

  it('gives every state an ecoregion of its own vocabulary', () => {
    const used = new Set(usStates.map((s) => ecoregionOf(s.abbreviation)));
    expect([...used].sort()).toEqual([...ecoregions].sort());
    expect(ecoregionOf('TX')).toBe('texas-oklahoma');
    expect(ecoregionOf('VT')).toBe('northeast');
  });
});
