import { slugify } from './slug';
import type { Zip } from './zips';

export interface City {
  id: number;
  /** "48:llano" (state id and slug), the key zips carry. */
  key: string;
  stateId: number;
  countyId: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

/**
 * One city per (state, name) from the zips: its point is the mean of its zips' points and its
 * county the one most of its zips fall in (ties: the lower FIPS). Ids follow the sorted keys.
 */
export function citiesFromZips(zips: readonly Zip[]): City[] {
  const groups = new Map<string, Zip[]>();
  for (const z of zips) {
    const group = groups.get(z.cityKey);
    if (group) group.push(z);
    else groups.set(z.cityKey, [z]);
  }
  const keys = [...groups.keys()].sort();
  return keys.map((key, index) => {
    const members = groups.get(key) ?? [];
    const first = members[0];
    if (!first) throw new Error(`city ${key} has no zips`);
    const counts = new Map<number, number>();
    for (const m of members) counts.set(m.countyId, (counts.get(m.countyId) ?? 0) + 1);
    const [countyId] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [first.countyId];
    return {
      id: index + 1,
      key,
      stateId: first.stateId,
      countyId,
      name: first.cityName,
      slug: slugify(first.cityName),
      latitude: members.reduce((s, m) => s + m.latitude, 0) / members.length,
      longitude: members.reduce((s, m) => s + m.longitude, 0) / members.length,
    };
  });
}
