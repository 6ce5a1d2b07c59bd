import { beforeAll, describe, expect, inject, it } from 'vitest';
import { popularNames } from '@/lib/search/popular-names';
import { useTestDatabase } from './helpers';

// SPEC §7 popular names (lib/search/popular-names.ts): a site's states and property types ranked by the
// searches it logged in the last 90 days, then by active listings; the footer's order, and two GET calls.

const database = useTestDatabase();
const stateRoute = await import('@/app/api/popular/statenames/[siteId]/route');
const typeRoute = await import('@/app/api/popular/PropertyTypeNames/[siteId]/route');

const MONTANA = 30;
const WYOMING = 56;
const HUNTING = 128;
const farmHost = 'farm.localhost:3000';

const get = (route: typeof stateRoute, path: string, siteId: string) =>
  route.GET(new Request(`http://${farmHost}${path}`, { headers: { host: farmHost } }), { params: Promise.resolve({ siteId }) });

beforeAll(async () => {
  // The farm site's visitors searched Montana five times and Wyoming three, hunting land four times;
  // an old search (past the window) and another site's do not count.
  const rows: Array<[number, string, string]> = [
    ...Array.from({ length: 5 }, () => [2, JSON.stringify({ stateId: MONTANA }), 'now()'] as [number, string, string]),
    ...Array.from({ length: 3 }, () => [2, JSON.stringify({ stateId: WYOMING, propertyTypes: [HUNTING] }), 'now()'] as [number, string, string]),
    [2, JSON.stringify({ propertyTypes: [HUNTING] }), 'now()'],
    [2, JSON.stringify({ stateId: 11, propertyTypes: 'junk' }), "now() - interval '200 days'"],
    ...Array.from({ length: 9 }, () => [1, JSON.stringify({ stateId: 11 }), 'now()'] as [number, string, string]),
  ];
  for (const [site, criteria, at] of rows) {
    await database.sql(`insert into popular_searches (site_id, criteria, path, created_at) values ($1, $2::jsonb, '/x', ${at})`, [site, criteria]);
  }
});

describe(`popular names on ${inject('databaseEngine')}`, () => {
  it("ranks a site's states by its recent searches, then by active listings, and lists every state", async () => {
    const names = await popularNames(2);
    expect(names.states.slice(0, 2).map((s) => [s.id, s.searches])).toEqual([[MONTANA, 5], [WYOMING, 3]]);
    expect(names.states).toHaveLength(52);
    const rest = names.states.slice(2);
    expect(rest.every((s) => s.searches === 0)).toBe(true);
    expect(rest.map((s) => s.listings)).toEqual([...rest.map((s) => s.listings)].sort((a, b) => b - a));
    expect(names.propertyTypes[0]).toMatchObject({ id: HUNTING, searches: 4 });
    expect(names.propertyTypes.find((t) => t.id === 1)?.listings).toBeGreaterThan(0);
  });

  it("answers the SPEC's calls with the brand's names and links, and 404 for another site", async () => {
    const states = await get(stateRoute, '/api/popular/statenames/0', '0');
    expect(states.status).toBe(200);
    expect(states.headers.get('cache-control')).toBe('public, max-age=600');
    const { data } = (await states.json()) as { data: Array<{ name: string; href: string }> };
    expect(data[0]).toMatchObject({ name: 'Montana', href: '/search/montana/' });
    const types = (await (await get(typeRoute, '/api/popular/PropertyTypeNames/0', '0')).json()) as { data: Array<{ name: string; href: string }> };
    expect(types.data[0]?.name).toBe('Hunting Property');
    expect((await get(stateRoute, '/api/popular/statenames/1', '1')).status).toBe(404);
    expect((await get(stateRoute, '/api/popular/statenames/x', 'x')).status).toBe(404);
  });
});
