import { describe, expect, it } from 'vitest';
import { closestPlaces, closestStates, MAX_SUGGESTIONS, type NamedPlace } from '@/lib/not-found/closest-places';

const county = (name: string, kind = 'County'): NamedPlace => {
  const base = name.toLowerCase().replace(/ /g, '-');
  return { type: 'county', slug: `${base}-${kind.toLowerCase().replace(/ /g, '-')}`, base, label: `${name} ${kind}, TX` };
};
const city = (name: string): NamedPlace => {
  const slug = name.toLowerCase().replace(/ /g, '-');
  return { type: 'city', slug, base: slug, label: `${name}, TX` };
};
const region = (name: string): NamedPlace => {
  const slug = name.toLowerCase().replace(/ /g, '-');
  return { type: 'region', slug, base: slug, label: `${name}, TX` };
};

const texas: NamedPlace[] = [
  county('Llano'), county('Lamar'), county('Bell'), county('Hall'), county('Travis'), county('Burnet'), county('Lavaca'),
  county('Harris'), county('Hays'), county('Hale'), county('Hill'),
  city('Llano'), city('Lano'), city('Austin'), city('Burnet'), city('Halls'), city('Bells'),
  region('Hill Country'),
];
const labels = (places: NamedPlace[]) => places.map((p) => p.label);

describe('closestPlaces', () => {
  it('puts the county the misspelled URL meant first', () => {
    expect(labels(closestPlaces({ type: 'county', slug: 'llanoo-county' }, texas))[0]).toBe('Llano County, TX');
    expect(labels(closestPlaces({ type: 'county', slug: 'travs-county' }, texas))[0]).toBe('Travis County, TX');
    expect(labels(closestPlaces({ type: 'county', slug: 'brunet-county' }, texas))[0]).toBe('Burnet County, TX');
  });

  it('offers the city of the same name after the county for a county URL, and the other way round for a city URL', () => {
    expect(labels(closestPlaces({ type: 'county', slug: 'llanoo-county' }, texas)).slice(0, 2)).toEqual(['Llano County, TX', 'Llano, TX']);
    expect(labels(closestPlaces({ type: 'city', slug: 'llanoo' }, texas)).slice(0, 2)).toEqual(['Llano, TX', 'Llano County, TX']);
  });

  it('ranks by edits first: one edit away comes before two', () => {
    // "lano" is the city Lano (0 edits), then Llano (1 edit), city before county.
    expect(labels(closestPlaces({ type: 'city', slug: 'lano' }, texas)).slice(0, 3)).toEqual(['Lano, TX', 'Llano, TX', 'Llano County, TX']);
  });

  it('finds a region by its name', () => {
    expect(labels(closestPlaces({ type: 'region', slug: 'hil-country' }, texas))[0]).toBe('Hill Country, TX');
  });

  it('offers nothing too far from what was asked, and never more than the limit', () => {
    expect(closestPlaces({ type: 'county', slug: 'atlantis-county' }, texas)).toEqual([]);
    expect(closestPlaces({ type: 'city', slug: 'zzz' }, texas)).toEqual([]);
    // "hal" allows one edit: Hale and Hall County; Hill, Hays and the city of Halls are two away.
    expect(labels(closestPlaces({ type: 'county', slug: 'hal-county' }, texas))).toEqual(['Hale County, TX', 'Hall County, TX']);
    expect(labels(closestPlaces({ type: 'county', slug: 'hal-county' }, texas, 1))).toEqual(['Hale County, TX']);
    // Seven counties one edit from "hzll-county": the first five of them.
    const many = ['Hbll', 'Hcll', 'Hdll', 'Hell', 'Hfll', 'Hgll', 'Hhll'].map((name) => county(name));
    expect(closestPlaces({ type: 'county', slug: 'hzll-county' }, many)).toHaveLength(MAX_SUGGESTIONS);
  });

  it('gives equal queries equal lists (ties by label)', () => {
    const once = labels(closestPlaces({ type: 'county', slug: 'hal-county' }, texas));
    const again = labels(closestPlaces({ type: 'county', slug: 'hal-county' }, [...texas].reverse()));
    expect(again).toEqual(once);
    expect(once.slice(0, 2)).toEqual(['Hale County, TX', 'Hall County, TX']);
  });
});

describe('closestStates', () => {
  it('finds the state a slug misspells, or abbreviates', () => {
    expect(closestStates('texsa')[0]?.name).toBe('Texas');
    expect(closestStates('tx')[0]?.name).toBe('Texas');
    expect(closestStates('new-mexco')[0]?.name).toBe('New Mexico');
    expect(closestStates('virgina').map((s) => s.name).slice(0, 1)).toEqual(['Virginia']);
  });

  it('offers nothing for a slug near no state', () => {
    expect(closestStates('wp-admin')).toEqual([]);
    expect(closestStates('about-us')).toEqual([]);
  });

  it('lists at most MAX_SUGGESTIONS states, nearest first', () => {
    const near = closestStates('iowa');
    expect(near[0]?.name).toBe('Iowa');
    expect(near.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });
});
