import { presimplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';

// The Census TopoJSON of `us-atlas` with Visvalingam weights: each map keeps the points whose weight
// passes its own threshold. Callers cache what they build, not the weighted atlas, which is many times
// the size of the paths drawn from it.

export type AtlasTopology = Topology<Record<string, GeometryCollection<{ name: string }>>>;

/**
 * `albers-*` are already projected (Albers USA, Alaska and Hawaii inset in a 975x610 box); `lonlat-*`
 * are longitude/latitude, read for Puerto Rico, which the Albers files leave out.
 */
export type AtlasName = 'albers-states' | 'albers-counties' | 'lonlat-states' | 'lonlat-counties';

async function read(name: AtlasName): Promise<AtlasTopology> {
  const atlas =
    name === 'albers-states'
      ? await import('us-atlas/states-albers-10m.json', { with: { type: 'json' } })
      : name === 'albers-counties'
        ? await import('us-atlas/counties-albers-10m.json', { with: { type: 'json' } })
        : name === 'lonlat-states'
          ? await import('us-atlas/states-10m.json', { with: { type: 'json' } })
          : await import('us-atlas/counties-10m.json', { with: { type: 'json' } });
  return atlas.default as unknown as AtlasTopology;
}

/** The atlas with a weight as every point's third coordinate (arc ends weigh Infinity). */
export async function weightedAtlas(name: AtlasName): Promise<AtlasTopology> {
  return presimplify(await read(name));
}

/** The named collection of an atlas (`states`, `counties`); a missing one is a broken package. */
export function atlasObject(atlas: AtlasTopology, object: 'states' | 'counties'): GeometryCollection<{ name: string }> {
  const collection = atlas.objects[object];
  if (!collection) throw new Error(`us-atlas has no ${object} object`);
  return collection;
}
