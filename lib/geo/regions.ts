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

/** Resolves regions-data county names against real counties; an unknown name is an error in the data. */
export function buildRegions(counties: readonly County[]): Region[] {
  const byStateAndName = new Map(counties.map((c) => [`${c.stateId}:${slugify(c.name)}`, c.id]));
  const regions: Region[] = [];
  for (const [abbreviation, named] of Object.entries(regionsData).sort(([a], [b]) => a.localeCompare(b))) {
    const state = stateByAbbreviation(abbreviation);
    if (!state) throw new Error(`regions-data: unknown state ${abbreviation}`);
    for (const [name, countyNames] of Object.entries(named)) {
      const countyIds = countyNames.map((countyName) => {
        const id = byStateAndName.get(`${state.id}:${slugify(countyName)}`);
        if (id === undefined) throw new Error(`regions-data: ${abbreviation} ${name}: no county "${countyName}"`);
        return id;
      });
      regions.push({ id: regions.length + 1, stateId: state.id, name, slug: slugify(name), countyIds });
    }
  }
  return regions;
}
