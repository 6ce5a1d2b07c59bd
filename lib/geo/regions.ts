import type { County } from './counties';
import { regionsData } from './regions-data';
import { slugify } from './slug';
import { stateByAbbreviation } from './states';

export interface Region {
  id: number;
  stateId: number;
  name: string;
  slug: string;
  countyIds: number[];
}

/**
 * Resolves a regions-data name in one state: the full name ("Richmond city") first, then the bare
 * name, where a county wins over an independent city of the same name (Virginia's Richmond).
 */
function countyResolver(counties: readonly County[]): (stateId: number, name: string) => number | undefined {
  const byFullSlug = new Map(counties.map((c) => [`${c.stateId}:${c.slug}`, c.id]));
  const byBareSlug = new Map<string, number>();
  for (const c of counties) {
    const key = `${c.stateId}:${slugify(c.name)}`;
    if (!byBareSlug.has(key) || c.kind !== 'city') byBareSlug.set(key, c.id);
  }
  return (stateId, name) => byFullSlug.get(`${stateId}:${slugify(name)}`) ?? byBareSlug.get(`${stateId}:${slugify(name)}`);
}

/** Regions of regions-data with county ids; ids follow state abbreviation order. An unknown name throws. */
export function buildRegions(counties: readonly County[]): Region[] {
  const resolve = countyResolver(counties);
  const regions: Region[] = [];
  for (const [abbreviation, named] of Object.entries(regionsData).sort(([a], [b]) => a.localeCompare(b))) {
    const state = stateByAbbreviation(abbreviation);
    if (!state) throw new Error(`regions-data: unknown state ${abbreviation}`);
    for (const [name, countyNames] of Object.entries(named)) {
      const countyIds = countyNames.map((countyName) => {
        const id = resolve(state.id, countyName);
        if (id === undefined) throw new Error(`regions-data: ${abbreviation} ${name}: no county "${countyName}"`);
        return id;
      });
      regions.push({ id: regions.length + 1, stateId: state.id, name, slug: slugify(name), countyIds: [...new Set(countyIds)] });
    }
  }
  return regions;
}
