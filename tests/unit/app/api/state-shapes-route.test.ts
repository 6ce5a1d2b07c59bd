import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/map/state-shapes/[stateId]/route';
import { loadCounties } from '@/lib/geo/counties';
import { hrefFor, searchRoute } from '@/lib/navigation';
import { stateShapesJsonSchema } from '@/lib/us-map/server';
import { brandOf, siteBrandKeys, type SiteBrandKey } from '../../components/render-with-brand';

const get = (stateId: string, key: SiteBrandKey = 'land') =>
  GET(new Request(`http://${key}.localhost/api/map/state-shapes/${stateId}`, { headers: { host: `${key}.localhost` } }), { params: Promise.resolve({ stateId }) });

async function body(stateId: string, key: SiteBrandKey = 'land') {
  const response = await get(stateId, key);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  return stateShapesJsonSchema.parse(await response.json());
}

describe('GET /api/map/state-shapes/[stateId]', () => {
  it('answers a state with every county by name, each with its shape', async () => {
    const texas = await body('48');
    expect(texas.state).toEqual({ id: 48, name: 'Texas' });
    expect(texas.counties).toHaveLength(254);
    const names = texas.counties.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(texas.counties.find((c) => c.id === 48299)?.name).toBe('Llano County');
  });

  it.each(siteBrandKeys)('links each county to the %s search page that lib/geo slugs resolve', async (key) => {
    const counties = await loadCounties();
    const texas = await body('48', key);
    expect(texas.counties.length).toBeGreaterThan(0);
    for (const county of texas.counties) {
      const slug = counties.find((c) => c.id === county.id)?.slug ?? '';
      expect(county.href).toBe(hrefFor(brandOf(key), searchRoute({ state: 'texas', area: { type: 'county', slug } })));
    }
  });

  it('gives different brands their own URL dialects', async () => {
    const hrefs = await Promise.all(siteBrandKeys.map(async (key) => (await body('48', key)).counties.find((c) => c.id === 48299)?.href));
    expect(new Set(hrefs).size).toBe(siteBrandKeys.length);
  });

  it('answers Puerto Rico, which the Albers atlas leaves out, and the District of Columbia', async () => {
    expect((await body('72')).counties).toHaveLength(78);
    expect((await body('11')).counties.map((c) => c.name)).toEqual(['District of Columbia']);
  });

  it.each(['0', '3', '57', '66', '78', '048', '0x30', '4.8e1', 'texas', ''])('answers 404 to %j', async (stateId) => {
    const response = await get(stateId);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: ['No such state'] });
  });
});
