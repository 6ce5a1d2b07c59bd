import type { GeometryObject } from 'topojson-specification';
import { stateById } from '@/lib/geo/states';
import { atlasObject, weightedAtlas, type AtlasTopology } from './atlas';
import { boundsOf, largestRing, pathData, ringArea, ringCentroid, shapeBounds, shapeRings, type PathDetail, type Placement, type Ring } from './shape-paths';

export interface UsMapState {
  /** FIPS code, as in lib/geo/states. */
  id: number;
  /** SVG path data in the map's viewBox units. */
  d: string;
  /** Where the state's abbreviation goes: the centre of its largest piece. */
  labelX: number;
  labelY: number;
  /** Whether that piece is large enough to carry a label without crowding its neighbours. */
  labelFits: boolean;
}

export interface UsMapShapes {
  viewBox: string;
  states: UsMapState[];
}

const PUERTO_RICO = 72;

// In the Albers box's units, drawn at most ~1150 px wide: a point must span 3 units² to stay, which keeps
// the whole map's paths near 18 KB; islands under 6 units² (a 2.5-unit square) are left out.
const usDetail: Omit<PathDetail, 'placement'> = { minArea: 3, minRingArea: 6, decimals: 1, markerSide: 3 };
const identity: Placement = { scaleX: 1, scaleY: 1, translateX: 0, translateY: 0 };

// Puerto Rico is not in the Albers USA projection: it is drawn at about the scale of the lower 48
// (22.7 px per degree at Albers scale 1300) in the free corner right of Florida, beside Hawaii's row.
const puertoRicoInset = { left: 868, top: 575, pixelsPerDegree: 24 };

// A label needs room for two letters at the map's font size.
const LABEL_MIN_AREA = 1200;

function puertoRicoPlacement(atlas: AtlasTopology, puertoRico: GeometryObject): Placement {
  const box = shapeBounds(atlas, [puertoRico], identity);
  const { left, top, pixelsPerDegree } = puertoRicoInset;
  // Equirectangular, its longitudes narrowed by cos(latitude) so the island keeps its proportions.
  const scaleX = pixelsPerDegree * Math.cos((((box.minY + box.maxY) / 2) * Math.PI) / 180);
  return { scaleX, scaleY: -pixelsPerDegree, translateX: left - box.minX * scaleX, translateY: top + box.maxY * pixelsPerDegree };
}

function usMapState(id: number, rings: Ring[]): UsMapState {
  const largest = largestRing(rings) ?? [];
  const [labelX, labelY] = ringCentroid(largest);
  return { id, d: pathData(rings, usDetail.decimals), labelX: Math.round(labelX * 10) / 10, labelY: Math.round(labelY * 10) / 10, labelFits: ringArea(largest) >= LABEL_MIN_AREA };
}

async function buildUsMapShapes(): Promise<UsMapShapes> {
  const [albers, lonLat] = await Promise.all([weightedAtlas('albers-states'), weightedAtlas('lonlat-states')]);
  const drawn: { id: number; rings: Ring[] }[] = [];
  for (const geometry of atlasObject(albers, 'states').geometries) {
    const id = Number(geometry.id);
    if (stateById(id)) drawn.push({ id, rings: shapeRings(albers, geometry, { ...usDetail, placement: identity }) });
  }
  const puertoRico = atlasObject(lonLat, 'states').geometries.find((g) => Number(g.id) === PUERTO_RICO);
  if (puertoRico) drawn.push({ id: PUERTO_RICO, rings: shapeRings(lonLat, puertoRico, { ...usDetail, placement: puertoRicoPlacement(lonLat, puertoRico) }) });
  const box = boundsOf(drawn.flatMap((state) => state.rings));
  const [x, y] = [Math.floor(box.minX) - 2, Math.floor(box.minY) - 2];
  const viewBox = `${x} ${y} ${Math.ceil(box.maxX) + 2 - x} ${Math.ceil(box.maxY) + 2 - y}`;
  return { viewBox, states: drawn.map((state) => usMapState(state.id, state.rings)).sort((a, b) => a.id - b.id) };
}

let cached: Promise<UsMapShapes> | undefined;

/** The US map: the 50 states and DC in Albers USA, Puerto Rico as an inset. Built once per process. */
export function usMapShapes(): Promise<UsMapShapes> {
  if (!cached) {
    cached = buildUsMapShapes();
    cached.catch(() => (cached = undefined));
  }
  return cached;
}
