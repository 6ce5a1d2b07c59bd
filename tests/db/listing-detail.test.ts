import { afterAll, describe, expect, inject, it } from 'vitest';
import { getListingDetail, similarListings, similarity, viewedListings } from '@/lib/listings/detail';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const idOf = async (where: string) => {
  const [row] = await database.sql<{ id: string }>(`select id::text from listings l where ${where} order by id limit 1`);
  if (!row) throw new Error(`no seeded listing where ${where}`);
  return Number(row.id);
};

describe(`listing detail on ${inject('databaseEngine')}`, () => {
  it('reads the listing with its place names, broker and media as stored', async () => {
    const id = await idOf("photo_count > 2 and city_id is not null and region_id is not null and exists (select 1 from listing_events e where e.listing_id = l.id and e.kind = 'price')");
    const detail = await getListingDetail(id);
    const [expected] = await database.sql<{ title: string; price: number | null; acres: number; county: string; county_slug: string; city: string; region: string; state: string; abbreviation: string; contact_name: string; phone: string | null; photos: string }>(
      `select l.title, l.price::float8 as price, l.acres::float8 as acres, co.name || ' ' || co.kind as county, co.slug as county_slug, ci.name as city, r.name as region,
              s.name as state, s.abbreviation, a.contact_name, coalesce(a.preferred_phone, a.office_phone) as phone,
              (select count(*) from listing_media m where m.listing_id = l.id and m.kind = 'photo')::text as photos
       from listings l join counties co on co.id = l.county_id join cities ci on ci.id = l.city_id join regions r on r.id = l.region_id
       join states s on s.id = l.state_id join accounts a on a.id = l.account_id where l.id = $1`,
      [id],
    );
    expect(detail).toMatchObject({
      id, title: expected?.title, price: expected?.price, acres: expected?.acres, county: expected?.county, countySlug: expected?.county_slug,
      city: expected?.city, region: expected?.region, stateName: expected?.state, stateAbbreviation: expected?.abbreviation,
    });
    expect(detail?.broker).toMatchObject({ contactName: expected?.contact_name, phone: expected?.phone });
    expect(detail?.media.photos).toHaveLength(Number(expected?.photos));
    expect(detail?.dateListed).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gives the photos in position order with their alt text', async () => {
    const id = await idOf('photo_count > 3');
    const rows = await database.sql<{ document_id: string; alt_text: string }>("select document_id::text, alt_text from listing_media where listing_id = $1 and kind = 'photo' order by position", [id]);
    const detail = await getListingDetail(id);
    expect(detail?.media.photos).toEqual(rows.map((r) => ({ documentId: Number(r.document_id), alt: r.alt_text })));
  });

  it('reads YouTube and Vimeo links as embeddable videos', async () => {
    const youtube = await getListingDetail(await idOf("exists (select 1 from listing_media m where m.listing_id = l.id and m.kind = 'video' and m.external_url like 'https://www.youtube.com/%')"));
    expect(youtube?.media.video).toMatchObject({ provider: 'youtube', embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/) });
    const vimeo = await getListingDetail(await idOf("exists (select 1 from listing_media m where m.listing_id = l.id and m.kind = 'video' and m.external_url like 'https://vimeo.com/%')"));
    expect(vimeo?.media.video).toMatchObject({ provider: 'vimeo', embedUrl: expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\/\d+$/) });
    const tour = await getListingDetail(await idOf('has_virtual_tour'));
    expect(tour?.media.tour?.url).toMatch(/^https:\/\/my\.matterport\.com\//);
  });

  describe('a video link that is not YouTube or Vimeo', () => {
    let id = 0;
    afterAll(async () => {
      await database.sql("delete from listing_media where listing_id = $1 and kind = 'video'", [id]);
    });

    it('gives no video', async () => {
      id = await idOf('not has_video');
      await database.sql("insert into listing_media (listing_id, kind, position, external_url) values ($1, 'video', 0, 'https://videos.example.com/watch/123')", [id]);
      expect((await getListingDetail(id))?.media.video).toBeNull();
    });
  });

  it('gives the history oldest first: listed, then changes', async () => {
    const id = await idOf("(select count(*) from listing_events e where e.listing_id = l.id) >= 3");
    const detail = await getListingDetail(id);
    const rows = await database.sql<{ kind: string }>('select kind from listing_events where listing_id = $1 order by at', [id]);
    expect(detail?.history.map((e) => e.kind)).toEqual(rows.map((r) => r.kind));
    expect(detail?.history[0]?.kind).toBe('listed');
    const times = detail?.history.map((e) => e.at) ?? [];
    expect(times).toEqual([...times].sort());
  });

  it('returns off-market and sold listings with their status, and null for an unknown id', async () => {
    expect((await getListingDetail(await idOf('market_status = 3')))?.marketStatus).toBe(3);
    const sold = await getListingDetail(await idOf('market_status = 4'));
    expect(sold).toMatchObject({ marketStatus: 4, soldDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(await getListingDetail(987_654_321)).toBeNull();
  });
});

describe(`similar and viewed listings on ${inject('databaseEngine')}`, () => {
  it('never include the listing itself, are active and alike, and prefer its county', async () => {
    // A priced listing with at least one active listing like it in its county.
    const id = await idOf(`market_status = 1 and price > 2 and (property_types & ~8192) <> 0 and exists (
      select 1 from listings b where b.county_id = l.county_id and b.id <> l.id and b.market_status in (1, 2)
        and (b.property_types & l.property_types & ~8192) <> 0 and b.price between l.price / 2 and l.price * 2)`);
    const detail = await getListingDetail(id);
    if (!detail) throw new Error('listing missing');
    const rule = similarity(detail);
    const similar = await similarListings(detail, 6);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((s) => s.id)).not.toContain(id);
    const [inCounty] = await database.sql<{ n: string }>(
      `select count(*)::text as n from listings where market_status in (1, 2) and id <> $1 and county_id = $2 and (property_types & $3) <> 0 and price between $4 and $5`,
      [id, detail.countyId, rule.types, rule.band.min, rule.band.max],
    );
    const fromCounty = Math.min(6, Number(inCounty?.n));
    expect(fromCounty).toBeGreaterThan(0);
    const [inState] = await database.sql<{ n: string }>(
      `select count(*)::text as n from listings where market_status in (1, 2) and id <> $1 and state_id = $2 and (property_types & $3) <> 0 and price between $4 and $5`,
      [id, detail.stateId, rule.types, rule.band.min, rule.band.max],
    );
    // Listings of the same type come first; other types in the band fill up only what they leave.
    const sameType = Math.min(6, Number(inState?.n));
    const rows = await database.sql<{ id: string; county_id: number; state_id: number; market_status: number; property_types: number; price: number }>(
      'select id::text, county_id, state_id, market_status, property_types, price::float8 as price from listings where id = any($1::bigint[])',
      [similar.map((s) => s.id)],
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    similar.forEach((s, i) => {
      const row = byId.get(s.id);
      expect(row?.state_id).toBe(detail.stateId);
      expect([1, 2]).toContain(row?.market_status);
      expect(((row?.property_types ?? 0) & rule.types) !== 0).toBe(i < sameType);
      expect(row?.price).toBeGreaterThanOrEqual(rule.band.min);
      expect(row?.price).toBeLessThanOrEqual(rule.band.max);
      expect(row?.county_id === detail.countyId).toBe(i < fromCounty);
    });
  });

  it('widens to other types in the price band of the state when the type is rare, never repeating a listing', async () => {
    // A priced listing with fewer than 6 active listings of its type in its state's band.
    const id = await idOf(`market_status = 1 and price > 2 and (property_types & ~8192) <> 0 and (
      select count(*) from listings b where b.state_id = l.state_id and b.id <> l.id and b.market_status in (1, 2)
        and (b.property_types & l.property_types & ~8192) <> 0 and b.price between l.price / 2 and l.price * 2) < 6`);
    const detail = await getListingDetail(id);
    if (!detail) throw new Error('listing missing');
    const rule = similarity(detail);
    const similar = await similarListings(detail, 6);
    expect(new Set(similar.map((s) => s.id)).size).toBe(similar.length);
    const rows = await database.sql<{ property_types: number; state_id: number }>(
      'select property_types, state_id from listings where id = any($1::bigint[])',
      [similar.map((s) => s.id)],
    );
    expect(rows.some((r) => (r.property_types & rule.types) === 0)).toBe(true);
    expect(rows.every((r) => r.state_id === detail.stateId)).toBe(true);
  });

  it('keeps the requested order of viewed listings, once each, and drops unknown ids', async () => {
    const ids = (await database.sql<{ id: string }>('select id::text from listings where market_status = 4 or id % 97 = 0 order by id desc limit 3')).map((r) => Number(r.id));
    const [a, b, c] = ids as [number, number, number];
    const viewed = await viewedListings([b, 987_654_321, a, c, b]);
    expect(viewed.map((l) => l.id)).toEqual([b, a, c]);
    expect(await viewedListings([])).toEqual([]);
  });
});
