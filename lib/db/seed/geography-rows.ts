import { loadCounties } from '@/lib/geo/counties';
import { lakesData } from '@/lib/geo/lakes-data';
import { buildRegions, type Region } from '@/lib/geo/regions';
import { slugify } from '@/lib/geo/slug';
import { stateByAbbreviation, states } from '@/lib/geo/states';
import { assignZips, citiesFromZips, type City, type Zip } from '@/lib/geo/zips';
import type { County } from '@/lib/geo/counties';

export interface Lake {
  id: number;
  name: string;
  slug: string;
  stateId: number;
  countyId: number | null;
  latitude: number;
  longitude: number;
}

export interface Geography {
  counties: County[];
  regions: Region[];
  cities: City[];
  zips: Zip[];
  lakes: Lake[];
}

function nearestCounty(counties: readonly County[], stateId: number, lat: number, lon: number): County | undefined {
  return counties
    .filter((c) => c.stateId === stateId)
    .sort((a, b) => (a.latitude - lat) ** 2 + (a.longitude - lon) ** 2 - ((b.latitude - lat) ** 2 + (b.longitude - lon) ** 2))[0];
}

/** All geography the seeder writes, from us-atlas, zipcodes and our regions and lakes data. */
export async function buildGeography(): Promise<Geography> {
  const counties = await loadCounties();
  const zips = assignZips(counties);
  const cities = citiesFromZips(zips);
  const lakes = lakesData.flatMap(([name, abbreviation, latitude, longitude], i): Lake[] => {
    const state = stateByAbbreviation(abbreviation);
    if (!state) return [];
    const county = nearestCounty(counties, state.id, latitude, longitude);
    return [{ id: i + 1, name, slug: slugify(name), stateId: state.id, countyId: county?.id ?? null, latitude, longitude }];
  });
  return { counties, regions: buildRegions(counties), cities, zips, lakes };
}

export function stateRows() {
  return states.map((s) => ({ id: s.id, name: s.name, abbreviation: s.abbreviation, slug: s.slug }));
}
