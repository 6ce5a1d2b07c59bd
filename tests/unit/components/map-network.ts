import { vi } from 'vitest';
import { BOUNDARIES_PATH, type Bounds } from '@/lib/map';

/** Llano County, Texas (FIPS 48299): the county the map tests outline. */
export const LLANO_FIPS = 48299;

/**
 * What a map component's fetches meet, as a stand-in for `fetch`: the base maps' probes go to other hosts,
 * which answer when `reachable` holds their origin; a highlighted place's bounds come from our own
 * boundaries route (a path), which knows Llano County's when `countyBounds()` gives them.
 */
export function mapNetwork({ reachable, countyBounds }: { reachable: () => ReadonlySet<string>; countyBounds: () => Bounds | null }) {
  return vi.fn(async (url: string) => {
    if (!url.startsWith(BOUNDARIES_PATH)) return new Response('{}', { status: reachable().has(new URL(url).origin) ? 200 : 503 });
    const bounds = countyBounds();
    return bounds && url === `${BOUNDARIES_PATH}/counties/${LLANO_FIPS}` ? Response.json(bounds) : new Response('{}', { status: 404 });
  });
}
