import { describe, expect, inject, it } from 'vitest';
import { GET, POST } from '@/app/api/Property/getviewedlistings/[ids]/route';
import { readViewedListings } from '@/lib/listings/viewed';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();

const get = (ids: string, host = 'land.localhost') =>
  GET(new Request(`http://${host}/api/Property/getviewedlistings/${ids}`, { headers: { host, 'x-forwarded-for': '203.0.113.9' } }), { params: Promise.resolve({ ids }) });

async function seededIds(): Promise<{ id: number; location: string }[]> {
  const rows = await database.sql<{ id: string; canonical_location: string }>('select id::text, canonical_location from listings where photo_count > 0 order by id limit 3');
  return rows.map((r) => ({ id: Number(r.id), location: r.canonical_location }));
}

describe(`GET /api/Property/getviewedlistings/{ids} on ${inject('databaseEngine')}`, () => {
  it('answers the listings in the order asked, unknown ids left out, links in the brand’s dialect', async () => {
    const [a, b] = await seededIds();
    if (!a || !b) throw new Error('seed too small');
    const response = await get(`${b.id}-999999999-${a.id}`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    const listings = readViewedListings(body);
    expect(listings?.map((l) => l.id)).toEqual([b.id, a.id]);
    expect(listings?.[0]).toMatchObject({ href: `/property/${b.location}/${b.id}/`, imageSrc: expect.stringMatching(/^\/resizedimages\/81\/122\//) });
    const rec = readViewedListings(await (await get(String(a.id), 'rec.localhost')).json());
    expect(rec?.[0]?.href).toBe(`/${a.location}/pid/${a.id}`);
  });

  it.each([['abc'], ['1--2'], ['0'], ['-5'], [Array.from({ length: 21 }, (_, i) => i + 1).join('-')], ['99999999999999999']])('answers 400 to %j', async (ids) => {
    const response = await get(ids);
    expect(response.status).toBe(400);
    expect((await response.json()).errors.length).toBeGreaterThan(0);
  });

  it('takes GET only', async () => {
    const response = await POST(new Request('http://land.localhost/api/Property/getviewedlistings/1', { method: 'POST' }), { params: Promise.resolve({ ids: '1' }) });
    expect(response.status).toBe(405);
  });
});
