import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import { countyFullName, countyKind, type CountyKind } from './county-kind';
import { bboxOf, centroidOf, type BBox, type Shape } from './point-in-polygon';
import { slugify } from './slug';
import { stateById } from './states';

export interface County {
  /** 5-digit FIPS */
  id: number;
  stateId: number;
  name: string;
  kind: CountyKind;
  fullName: string;
  slug: string;
  latitude: number;
  longitude: number;
  shape: Shape;
  bbox: BBox;
}

type CountyTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

function shapeOf(geometry: Polygon | MultiPolygon): Shape {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flat().map((ring) => ring.map(([x, y]) => [x ?? 0, y ?? 0] as const));
}

let cached: County[] | undefined;

/** Every county of the marketplace's states from the Census TopoJSON in `us-atlas`. */
export async function loadCounties(): Promise<County[]> {
  if (cached) return cached;
  const topology = (await import('us-atlas/counties-10m.json', { with: { type: 'json' } })).default as unknown as CountyTopology;
  const collection = feature(topology, topology.objects.counties);
  const counties: County[] = [];
  for (const f of collection.features) {
    const id = Number(f.id);
    const stateId = Math.floor(id / 1000);
    const geometry = f.geometry as Polygon | MultiPolygon | null;
    if (!geometry || !stateById(stateId)) continue;
    const name = f.properties.name;
    const kind = countyKind(id, name);
    const shape = shapeOf(geometry);
    const [longitude, latitude] = centroidOf(shape);
    const fullName = countyFullName(name, kind);
    counties.push({ id, stateId, name, kind, fullName, slug: slugify(fullName), latitude, longitude, shape, bbox: bboxOf(shape) });
  }
  cached = counties.sort((a, b) => a.id - b.id);
  return cached;
}
