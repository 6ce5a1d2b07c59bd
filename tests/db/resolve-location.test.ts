import { describe, expect, inject, it } from 'vitest';
import { resolveLocation } from '@/lib/search/resolve-location';
import { useTestDatabase } from './helpers';

useTestDatabase();

describe(`resolveLocation on ${inject('databaseEngine')}`, () => {
  it('resolves a state, a county and a city slug to ids and labels', async () => {
    expect((await resolveLocation({ kind: 'search', state: 'texas', custom: [], page: 0 }))?.state?.id).toBe(48);
    const county = await resolveLocation({ kind: 'search', state: 'texas', area: { type: 'county', slug: 'llano-county' }, custom: [], page: 0 });
    expect([county?.county?.id, county?.label]).toEqual([48299, 'Llano County, Texas']);
  });

  it('reads an independent city, which a URL shows as a city, as the county equivalent it is', async () => {
    const place = await resolveLocation({ kind: 'search', state: 'virginia', area: { type: 'city', slug: 'richmond-city' }, custom: [], page: 0 });
    expect(place?.county?.id).toBe(51760);
    expect(place?.label).toBe('Richmond city, Virginia');
  });

  it('gives null for places that do not exist', async () => {
    expect(await resolveLocation({ kind: 'search', state: 'atlantis', custom: [], page: 0 })).toBeNull();
    expect(await resolveLocation({ kind: 'search', state: 'texas', area: { type: 'county', slug: 'nowhere-county' }, custom: [], page: 0 })).toBeNull();
    expect(await resolveLocation({ kind: 'search', state: 'texas', area: { type: 'zip', slug: '99999' }, custom: [], page: 0 })).toBeNull();
  });
});
