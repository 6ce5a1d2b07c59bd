import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { z } from 'zod';
import { boundaries, oncePerLevel, type BoundaryLevel } from './boundaries';
import { BOUNDARY_TILE_EXTENT, BOUNDARY_TILE_MAX_ZOOM } from './offline-style';

// Server only: the boundary shapes as Mapbox vector tiles, cut from the level's GeoJSON once per process
// (geojson-vt keeps the tiles it has cut). The map loads only the tiles in view
// instead of every county in the country (docs/map.md "Boundary tiles").

/** A tile's address in the route, parsed: zoom 0 to BOUNDARY_TILE_MAX_ZOOM, x and y inside that zoom's grid. */
const tileNumber = z.string().regex(/^(0|[1-9]\d{0,5})$/, 'zoom, x and y are whole numbers').transform(Number);

/** A tile's address in the route, parsed: zoom 0 to BOUNDARY_TILE_MAX_ZOOM, x and y inside that zoom's grid. */
export const tileAddressSchema = z
  .object({ z: tileNumber, x: tileNumber, y: tileNumber })
  .refine(({ z: zoom }) => zoom <= BOUNDARY_TILE_MAX_ZOOM, `the zoom goes from 0 to ${BOUNDARY_TILE_MAX_ZOOM}`)
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, 'x and y lie inside the zoom level');

export type TileAddress = z.infer<typeof tileAddressSchema>;

// The tolerance (in 1/4096 of a tile) keeps a line within about a pixel of the shape at every zoom; at
// the deepest zoom, 8, that is about 90 m, the detail the shapes have (lib/map/boundaries.ts).
const tileIndex = oncePerLevel(
  async (level) => new GeoJSONVT(await boundaries(level), { maxZoom: BOUNDARY_TILE_MAX_ZOOM, indexMaxZoom: 4, extent: BOUNDARY_TILE_EXTENT, tolerance: 3, buffer: 64 }),
);

/**
 * The level's tile at an address as a vector tile (one layer named after the level, each feature with
 * its FIPS code as id and `name`), or null where no shape reaches (open sea, the rest of the world).
 */
export async function boundaryTile(level: BoundaryLevel, { z: zoom, x, y }: TileAddress): Promise<Uint8Array | null> {
  const tile = (await tileIndex(level)).getTile(zoom, x, y);
  if (!tile || tile.features.length === 0) return null;
  return fromGeojsonVt({ [level]: tile }, { version: 2, extent: BOUNDARY_TILE_EXTENT });
}
