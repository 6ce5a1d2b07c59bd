import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/map/boundaries/[level]/tiles/[z]/[x]/[y]/route';

const get = (level: string, z: string, x: string, y: string) =>
  GET(new Request(`http://land.localhost/api/map/boundaries/${level}/tiles/${z}/${x}/${y}`), { params: Promise.resolve({ level, z, x, y }) });

/** The features of a tile's one layer, as the map reads them: FIPS id and name. */
async function features(response: Response, layer: string): Promise<{ id: number | undefined; name: unknown }[]> {
  const tile = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
  expect(Object.keys(tile.layers)).toEqual([layer]);
  const read = tile.layers[layer];
  return Array.from({ length: read?.length ?? 0 }, (_, i) => read!.feature(i)).map((f) => ({ id: f.id, name: f.properties.name }));
}

describe('GET /api/map/boundaries/[level]/tiles/[z]/[x]/[y]', () => {
  it('serves a vector tile of the counties in view, each with its FIPS id and name', async () => {
    // Zoom 7, the tile round Llano County in the Texas Hill Country.
    const response = await get('counties', '7', '28', '52');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const counties = await features(response, 'counties');
    expect(counties).toContainEqual({ id: 48299, name: 'Llano' });
    // A tile, not the country: a few dozen counties at most.
    expect(counties.length).toBeGreaterThan(5);
    expect(counties.length).toBeLessThan(100);
  });

  it('serves the whole country in one tile at zoom 0, far smaller than the GeoJSON', async () => {
    const response = await get('states', '0', '0', '0');
    const body = await response.clone().arrayBuffer();
    const states = await features(response, 'states');
    expect(states).toContainEqual({ id: 48, name: 'Texas' });
    expect(states).toContainEqual({ id: 2, name: 'Alaska' });
    // The 50 states and DC at least; islands smaller than a pixel at zoom 0 drop out.
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(body.byteLength).toBeLessThan(130_000);
  });

  it('answers 204 where no shape reaches (the South Atlantic)', async () => {
    const response = await get('counties', '4', '6', '10');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['nation', '0', '0', '0'],
    ['counties', '9', '0', '0'],
    ['counties', '-1', '0', '0'],
    ['counties', '2', '4', '0'],
    ['counties', '2', '0', '4'],
    ['counties', '1.5', '0', '0'],
    ['counties', 'x', '0', '0'],
    ['counties', '', '0', '0'],
    ['counties', '3', '1e1', '0'],
  ])('answers 404 with a reason to %s/%s/%s/%s', async (level, z, x, y) => {
    const response = await get(level, z, x, y);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [expect.any(String)] });
  });
});
