import { describe, expect, inject, it } from 'vitest';
import { siteBrand } from '@/lib/brand/server';
import { sitemapFiles, sitemapFileStream, sitemapIndexFor } from '@/lib/crawl/server';
import type { SiteBrand } from '@/lib/brand';
import { sitemapSchemaErrors } from '../support/sitemap-schema';
import { useTestDatabase } from './helpers';
import { listingHref } from '@/lib/listings/detail';
import { hrefFor, searchRoute } from '@/lib/navigation';
import { brokerNameSlug, type Route } from '@/lib/routing';

// A brand's XML sitemap from the database (docs/crawling.md): the index names the pages file and one
// file per id range of listings and of brokers, each with its newest change; a file lists exactly the
// active listings of its range at the brand's URLs, and both validate against the sitemaps.org schemas.

const database = useTestDatabase();
const fileRoute = await import('@/app/crawl/[brand]/sitemaps/[name]/route');
const robotsRoute = await import('@/app/crawl/[brand]/robots/route');
const land = siteBrand('land') as SiteBrand;
const rec = siteBrand('rec') as SiteBrand;

const read = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const get = (route: typeof fileRoute, brand: string, name: string) =>
  route.GET(new Request(`http://${brand}.localhost:3000/sitemaps/${name}.xml`), { params: Promise.resolve({ brand, name }) });

describe(`XML sitemaps on ${inject('databaseEngine')}`, () => {
  it('indexes the pages file and a file per id range of listings and brokers, each dated by its newest change', async () => {
    const files = await sitemapFiles();
    expect(files[0]).toMatchObject({ file: { kind: 'pages' } });
    expect(files.some((f) => f.file.kind === 'listings' && f.file.part === 0)).toBe(true);
    expect(files.some((f) => f.file.kind === 'brokers' && f.file.part === 0)).toBe(true);
    const [newest] = await database.sql<{ at: Date }>('select max(updated_at) as at from listings where market_status in (1, 2) and id <= 50000');
    expect(files.find((f) => f.file.kind === 'listings' && f.file.part === 0)?.lastmod?.getTime()).toBe(new Date(newest?.at ?? 0).getTime());
    const index = await sitemapIndexFor(land);
    expect(await sitemapSchemaErrors(index, 'index')).toEqual([]);
    expect(locs(index)).toContain('http://land.localhost:3000/sitemaps/listings-0.xml');
  });

  it("lists exactly the active listings of a range, at the brand's URLs, valid against the schema", async () => {
    const xml = await read(sitemapFileStream(rec, { kind: 'listings', part: 0 }));
    expect(await sitemapSchemaErrors(xml, 'urlset')).toEqual([]);
    const [count] = await database.sql<{ n: number }>('select count(*)::int as n from listings where market_status in (1, 2) and id <= 50000');
    const urls = locs(xml);
    expect(urls).toHaveLength(count?.n ?? -1);
    const [first] = await database.sql<{ id: number; canonical_location: string }>('select id, canonical_location from listings where market_status in (1, 2) order by id limit 1');
    expect(urls[0]).toBe(`http://rec.localhost:3000${listingHref(rec, { id: Number(first?.id), canonicalLocation: first?.canonical_location ?? '' })}`);
    const [sold] = await database.sql<{ id: number }>('select id from listings where market_status = 4 and id <= 50000 limit 1');
    if (sold) expect(urls.some((url) => url.endsWith(`/${sold.id}/`) || url.endsWith(`/${sold.id}`))).toBe(false);
  });

  it('lists home, places with listings, brokers and the pages of text, valid against the schema', async () => {
    const pages = await read(sitemapFileStream(land, { kind: 'pages' }));
    expect(await sitemapSchemaErrors(pages, 'urlset')).toEqual([]);
    const at = (route: Route) => `http://land.localhost:3000${hrefFor(land, route)}`;
    const [place] = await database.sql<{ state: string; county: string }>(
      'select s.slug as state, c.slug as county from listings l join states s on s.id = l.state_id join counties c on c.id = l.county_id where l.market_status in (1, 2) order by l.id desc limit 1');
    expect(locs(pages)).toEqual(expect.arrayContaining([
      at({ kind: 'home' }), at(searchRoute({ state: place?.state })), at(searchRoute({ state: place?.state, area: { type: 'county', slug: place?.county ?? '' } })),
      at({ kind: 'terms', page: 'use' }), at({ kind: 'content', page: 'privacy-rights' }),
      at({ kind: 'explore' }), at({ kind: 'explore', section: 'deals' }), 'http://land.localhost:3000/financing/?fcid=3',
    ]));
    // Searches per place and type: every state and type with an active listing, and no other.
    const typed = await database.sql<{ state: string; n: number }>(
      `select s.slug as state, count(*)::int as n from listings l join states s on s.id = l.state_id where l.market_status in (1, 2) and l.property_types & 2 <> 0 group by s.slug`);
    const ranches = locs(pages).filter((loc) => /\/ranches\/$/.test(loc));
    expect(ranches.length).toBe(typed.length);
    expect(ranches).toContain(at(searchRoute({ state: typed[0]?.state, propertyType: 'ranches' })));
    const brokers = await read(sitemapFileStream(land, { kind: 'brokers', part: 0 }));
    expect(await sitemapSchemaErrors(brokers, 'urlset')).toEqual([]);
    const [broker] = await database.sql<{ id: number; contact_name: string | null; company_name: string | null }>(
      'select id, contact_name, company_name from accounts where is_active and is_seller and active_listing_count > 0 order by id limit 1');
    expect(locs(brokers)[0]).toBe(at({ kind: 'broker-profile', id: Number(broker?.id), name: brokerNameSlug(broker?.contact_name, broker?.company_name) }));
  });

  it('answers a file by name as XML, and 404 for a name, range or brand that has none', async () => {
    const answer = await get(fileRoute, 'farm', 'listings-0');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toContain('max-age=3600');
    expect(locs(await answer.text()).length).toBeGreaterThan(0);
    for (const [brand, name] of [['land', 'listings-999'], ['land', 'users-0'], ['land', '..%2Fetc'], ['valuation', 'pages'], ['nobody', 'pages']]) {
      expect((await get(fileRoute, brand ?? '', name ?? '')).status).toBe(404);
    }
  });

  it('keeps a demo host out of every index', async () => {
    const answer = await robotsRoute.GET(new Request('http://land.localhost:3000/robots.txt'), { params: Promise.resolve({ brand: 'land' }) });
    expect(await answer.text()).toMatch(/User-agent: \*\nDisallow: \/\n$/);
  });
});
