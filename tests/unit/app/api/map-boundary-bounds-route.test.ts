import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/map/boundaries/[level]/[id]/route';

const get = (level: string, id: string) => GET(new Request(`http://land.localhost/api/map/boundaries/${level}/${id}`), { params: Promise.resolve({ level, id }) });

describe('GET /api/map/boundaries/[level]/[id]', () => {
  it("answers a county's bounds by FIPS id", async () => {
    const response = await get('counties', '48299');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const llano = await response.json();
    // Llano County, Texas: about 98.4-99.0 W, 30.5-30.9 N.
    expect(llano.west).toBeCloseTo(-98.96, 1);
    expect(llano.east).toBeCloseTo(-98.35, 1);
    expect(llano.south).toBeCloseTo(30.49, 1);
    expect(llano.north).toBeCloseTo(30.92, 1);
  });

  it("answers a state's bounds, across the antimeridian for Alaska", async () => {
    const alaska = await (await get('states', '2')).json();
    expect(alaska.west).toBeGreaterThan(170);
    expect(alaska.east).toBeLessThan(-129);
  });

  it.each([
    ['counties', '99999'],
    ['counties', '048299'],
    ['counties', '-48299'],
    ['counties', '48299.0'],
    ['counties', 'llano'],
    ['states', '123456'],
    ['nation', '48'],
  ])('answers 404 with a reason to %s/%s', async (level, id) => {
    const response = await get(level, id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [expect.any(String)] });
  });
});
