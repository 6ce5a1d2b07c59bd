import type { SiteBrand } from '@/lib/brand';
import { loadCounties } from '@/lib/geo/counties';
import { stateById } from '@/lib/geo/states';
import { hrefFor, searchRoute } from '@/lib/navigation';
import type { StateShapesJson } from './state-shapes-schema';
import { stateMapShapes } from './state-map-shapes';

/**
 * A state's county map as the endpoint answers it: each county with its name and its search page in
 * the brand's dialect, by name. Null for an id that is not one of our states.
 */
export async function stateShapesJson(brand: SiteBrand, stateId: number): Promise<StateShapesJson | null> {
  const state = stateById(stateId);
  if (!state) return null;
  const [map, counties] = await Promise.all([stateMapShapes(stateId), loadCounties()]);
  if (!map) return null;
  const paths = new Map(map.counties.map((county) => [county.id, county.d]));
  const drawn = counties.flatMap((county) => {
    const d = county.stateId === stateId ? paths.get(county.id) : undefined;
    if (d === undefined) return [];
    // The county slug of lib/geo, the one the search resolves (lib/search/resolve-location.ts).
    const href = hrefFor(brand, searchRoute({ state: state.slug, area: { type: 'county', slug: county.slug } }));
    return [{ id: county.id, name: county.fullName, d, href }];
  });
  return { state: { id: state.id, name: state.name }, viewBox: map.viewBox, counties: drawn.sort((a, b) => a.name.localeCompare(b.name, 'en-US')) };
}
