import type { GeometryObject } from 'topojson-specification';
import { states } from '@/lib/geo/states';
import { atlasObject, weightedAtlas, type AtlasTopology } from './atlas';
import { boundsOf, pathData, shapeBounds, shapeRings, type PathDetail, type Placement, type Ring } from './shape-paths';

export interface StateMapShapes {
  viewBox: string;
  /** Every county of the state (5-digit FIPS), as SVG path data in viewBox units. */
  counties: { id: number; d: string }[];
}

const PUERTO_RICO = 72;

// Each state is scaled so its longer side spans 1000 units, whole units being finer than the pixels it
// is drawn at. A point must span 4 units² to stay; a state whose paths would still pass the budget
// (Texas's 254 counties) is simplified further, step by step, until they fit.
const STATE_MAP_EXTENT = 1000;
const STATE_MAP_BUDGET = 16_000;
const stateDetail: Omit<PathDetail, 'placement' | 'minArea'> = { minRingArea: 16, decimals: 0, markerSide: 10 };
const MIN_AREAS = [4, 6, 9, 14, 20, 30];
const PADDING = 8;

function countiesOf(atlas: AtlasTopology, stateId: number): GeometryObject[] {
  return atlasObject(atlas, 'counties').geometries.filter((g) => Math.floor(Number(g.id) / 1000) === stateId);
}

/**
 * The placement that fits a state's counties in the map's extent. `base` is the projection's own linear
 * part: none for the Albers atlas, and for longitude/latitude an equirectangular one whose longitudes
 * are narrowed by cos(latitude) (y grows southward, as on screen).
 */
function fitPlacement(atlas: AtlasTopology, counties: readonly GeometryObject[], base: 'albers' | 'lonlat'): Placement {
  const latitude = base === 'lonlat' ? shapeBounds(atlas, counties, { scaleX: 1, scaleY: 1, translateX: 0, translateY: 0 }) : null;
  const linear = latitude
    ? { scaleX: Math.cos((((latitude.minY + latitude.maxY) / 2) * Math.PI) / 180), scaleY: -1 }
    : { scaleX: 1, scaleY: 1 };
  const box = shapeBounds(atlas, counties, { ...linear, translateX: 0, translateY: 0 });
  const scale = STATE_MAP_EXTENT / Math.max(box.maxX - box.minX, box.maxY - box.minY);
  return { scaleX: linear.scaleX * scale, scaleY: linear.scaleY * scale, translateX: -box.minX * scale, translateY: -box.minY * scale };
}

function stateMap(atlas: AtlasTopology, stateId: number, base: 'albers' | 'lonlat'): StateMapShapes | null {
  const counties = countiesOf(atlas, stateId);
  if (counties.length === 0) return null;
  const placement = fitPlacement(atlas, counties, base);
  let drawn: { id: number; rings: Ring[]; d: string }[] = [];
  for (const minArea of MIN_AREAS) {
    drawn = counties.map((geometry) => {
      const rings = shapeRings(atlas, geometry, { ...stateDetail, minArea, placement });
      return { id: Number(geometry.id), rings, d: pathData(rings, stateDetail.decimals) };
    });
    if (drawn.reduce((size, county) => size + county.d.length, 0) <= STATE_MAP_BUDGET) break;
  }
  const box = boundsOf(drawn.flatMap((county) => county.rings));
  const [x, y] = [Math.floor(box.minX) - PADDING, Math.floor(box.minY) - PADDING];
  return {
    viewBox: `${x} ${y} ${Math.ceil(box.maxX) + PADDING - x} ${Math.ceil(box.maxY) + PADDING - y}`,
    counties: drawn.map((county) => ({ id: county.id, d: county.d })).sort((a, b) => a.id - b.id),
  };
}

async function buildStateMaps(): Promise<Map<number, StateMapShapes>> {
  const [albers, lonLat] = await Promise.all([weightedAtlas('albers-counties'), weightedAtlas('lonlat-counties')]);
  const maps = new Map<number, StateMapShapes>();
  for (const state of states) {
    // The Albers atlas has every state but Puerto Rico, and keeps Alaska's Aleutians on one side of the
    // antimeridian, which longitude/latitude does not.
    const map = state.id === PUERTO_RICO ? stateMap(lonLat, state.id, 'lonlat') : stateMap(albers, state.id, 'albers');
    if (map) maps.set(state.id, map);
  }
  return maps;
}

let cached: Promise<Map<number, StateMapShapes>> | undefined;

/** Every state's county map, built together on first use and kept for the life of the process. */
function stateMaps(): Promise<Map<number, StateMapShapes>> {
  if (!cached) {
    cached = buildStateMaps();
    cached.catch(() => (cached = undefined));
  }
  return cached;
}

/** One state's county map; null for an id that is not one of our states. */
export async function stateMapShapes(stateId: number): Promise<StateMapShapes | null> {
  return (await stateMaps()).get(stateId) ?? null;
}
