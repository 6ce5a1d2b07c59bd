import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/map/boundaries/[level]/route';

const get = (level: string) => GET(new Request(`http://land.localhost/api/map/boundaries/${level}`), { params: Promise.resolve({ level }) });

async function collection(level: string): Promise<FeatureCollection<Polygon | MultiPolygon, { name: string }>> {
  const response = await get(level);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/geo+json');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
  return response.json();
}

describe('GET /api/map/boundaries/[level]', () => {
  it('serves the 50 states, DC and the territories with numeric FIPS ids and names', async () => {
    const states = await collection('states');
    expect(states.type).toBe('FeatureCollection');
    expect(states.features).toHaveLength(56);
    const texas = states.features.find((f) => f.id === 48);
    expect(texas?.properties.name).toBe('Texas');
    expect(states.features.every((f) => typeof f.id === 'number' && /Polygon/.test(f.geometry.type))).toBe(true);
  });

  it('serves every county with its 5-digit FIPS id, simplified and rounded', async () => {
    const counties = await collection('counties');
    expect(counties.features).toHaveLength(3231);
    expect(counties.features.find((f) => f.id === 48299)?.properties.name).toBe('Llano');
    // Small shapes that simplification would collapse keep their full detail.
    expect(counties.features.find((f) => f.id === 51820)?.properties.name).toBe('Waynesboro');
    const json = JSON.stringify(counties);
    expect(json.length).toBeLessThan(1_200_000);
    // Three decimals at most.
    expect(json).not.toMatch(/\d\.\d{4,}/);
  });

  it('builds each level once per process', async () => {
    const [a, b] = await Promise.all([get('states').then((r) => r.text()), get('states').then((r) => r.text())]);
    expect(a).toBe(b);
  });

  it.each(['nation', 'STATES', 'zips', '..', ''])('answers 404 to level %j', async (level) => {
    const response = await get(level);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [expect.stringContaining('states, counties')] });
  });
});
