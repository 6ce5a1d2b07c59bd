import { codes } from 'zipcodes';
import type { County } from './counties';
import { inBBox, shapeContains } from './point-in-polygon';
import { slugify } from './slug';
import { stateByAbbreviation } from './states';

export interface Zip {
  zip: string;
  stateId: number;
  countyId: number;
  cityKey: string;
  latitude: number;
  longitude: number;
}

export interface City {
  id: number;
  key: string;
  stateId: number;
  countyId: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

/** Counties bucketed by whole-degree cells, so a point is tested against a handful of shapes. */
function cellIndex(counties: readonly County[]): Map<string, County[]> {
  const cells = new Map<string, County[]>();
  for (const county of counties) {
    for (let x = Math.floor(county.bbox.minX); x <= Math.floor(county.bbox.maxX); x++) {
      for (let y = Math.floor(county.bbox.minY); y <= Math.floor(county.bbox.maxY); y++) {
        const key = `${x}:${y}`;
        const list = cells.get(key) ?? [];
        list.push(county);
        cells.set(key, list);
      }
    }
  }
  return cells;
}

function nearestInState(counties: readonly County[], stateId: number, x: number, y: number): County | undefined {
  let best: County | undefined;
  let bestDistance = Infinity;
  for (const c of counties) {
    if (c.stateId !== stateId) continue;
    const d = (c.longitude - x) ** 2 + (c.latitude - y) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

/** Zips from the `zipcodes` package with their county found by point-in-polygon (DESIGN §4). */
export function assignZips(counties: readonly County[]): Zip[] {
  const cells = cellIndex(counties);
  const zips: Zip[] = [];
  for (const code of Object.values(codes)) {
    const state = stateByAbbreviation(code.state);
    if (!state || code.country !== 'US') continue;
    const x = code.longitude;
    const y = code.latitude;
    const candidates = cells.get(`${Math.floor(x)}:${Math.floor(y)}`) ?? [];
    const county =
      candidates.find((c) => c.stateId === state.id && inBBox(c.bbox, x, y) && shapeContains(c.shape, x, y)) ??
      nearestInState(counties, state.id, x, y);
    if (!county) continue;
    zips.push({ zip: code.zip, stateId: state.id, countyId: county.id, cityKey: `${state.id}:${slugify(code.city)}`, latitude: y, longitude: x });
  }
  return zips.sort((a, b) => a.zip.localeCompare(b.zip));
}

/** One city per (state, name): its point is the mean of its zips, its county the most common one. */
export function citiesFromZips(zips: readonly Zip[]): City[] {
  const groups = new Map<string, Zip[]>();
  for (const z of zips) groups.set(z.cityKey, [...(groups.get(z.cityKey) ?? []), z]);
  const names = new Map(Object.values(codes).map((c) => [`${stateByAbbreviation(c.state)?.id}:${slugify(c.city)}`, c.city]));
  let id = 0;
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, members]) => {
    const counts = new Map<number, number>();
    for (const m of members) counts.set(m.countyId, (counts.get(m.countyId) ?? 0) + 1);
    const countyId = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
    const name = names.get(key) ?? key;
    return {
      id: ++id,
      key,
      stateId: members[0]?.stateId ?? 0,
      countyId,
      name,
      slug: slugify(name),
      latitude: members.reduce((s, m) => s + m.latitude, 0) / members.length,
      longitude: members.reduce((s, m) => s + m.longitude, 0) / members.length,
    };
  });
}
