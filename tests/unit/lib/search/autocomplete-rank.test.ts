import { describe, expect, it } from 'vitest';
import type { Candidate } from '@/lib/search/autocomplete-candidate';
import { autocompleteQueries } from '@/lib/search/autocomplete-query';
import { candidateOrder } from '@/lib/search/autocomplete-rank';

const candidate = (type: Candidate['type'], label: string, over: Partial<Candidate> = {}): Candidate => ({
  type, id: label, label, route: { kind: 'home' }, tier: 0, listings: 0, size: 0, ...over,
});

function rank(text: string, candidates: Candidate[]): string[] {
  const [query] = autocompleteQueries(text);
  if (!query) throw new Error('no reading');
  return [...candidates].sort(candidateOrder(query)).map((c) => `${c.type}:${c.label}`);
}

describe('autocomplete ranking', () => {
  const austins = [
    candidate('county', 'Austin County, TX', { listings: 40, size: 6 }),
    candidate('city', 'Austin, MN', { listings: 3, size: 1 }),
    candidate('city', 'Austin, TX', { listings: 2, size: 80 }),
    candidate('city', 'Austinburg, OH', { tier: 1, listings: 9, size: 1 }),
    candidate('state', 'Texas', { tier: 1, listings: 900 }),
  ];

  it('puts an exact city name above the county of that name, the biggest city first', () => {
    expect(rank('austin', austins)).toEqual(['city:Austin, TX', 'city:Austin, MN', 'county:Austin County, TX', 'state:Texas', 'city:Austinburg, OH']);
  });

  it('keeps counties first when the text names a county kind', () => {
    expect(autocompleteQueries('Austin County')[0]?.namesCounty).toBe(true);
    expect(autocompleteQueries('orleans parish, la')[0]?.namesCounty).toBe(true);
    expect(autocompleteQueries('austin')[0]?.namesCounty).toBe(false);
    expect(rank('austin county', austins.filter((c) => c.tier === 0))).toEqual(['county:Austin County, TX', 'city:Austin, TX', 'city:Austin, MN']);
  });

  it('keeps an exact state first and breaks city ties by listings, then name', () => {
    const list = [
      candidate('city', 'Washington, NC', { size: 1, listings: 0 }),
      candidate('city', 'Washington, IA', { size: 1, listings: 4 }),
      candidate('county', 'Washington County, TX', { listings: 50, size: 9 }),
      candidate('state', 'Washington', { listings: 10 }),
      candidate('city', 'Washington, GA', { size: 1, listings: 0 }),
    ];
    expect(rank('washington', list)).toEqual(['state:Washington', 'city:Washington, IA', 'city:Washington, GA', 'city:Washington, NC', 'county:Washington County, TX']);
  });
});
