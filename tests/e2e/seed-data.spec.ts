import sharp from 'sharp';
import { expect, test } from './fixtures';
import { withDatabase } from './listing-db';
import { listingPath, speakAsNewClient } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// The demo inventory the server was seeded with is believable (docs/seed-data.md, "Place and size
// agree" and "Photos"): big tracts lie in the country, the copy says "near" a town for them, and the
// photos are painted landscapes, not drawings. Only the seeder's own listings (ids up to 5,000, the
// demo seed) are read: other tests add listings as sellers.

const SEEDED = 5000;
const CITY_COUNTIES = [48113, 48201, 17031, 6037]; // Dallas, Harris, Cook, Los Angeles

test.beforeEach(({ page, brand }) => speakAsNewClient(page, brand));

test('no seeded tract over 100 acres lies in Dallas, Harris, Cook or Los Angeles County, and Llano County is stocked', async () => {
  const [counts] = await withDatabase((sql) => sql<{ big: number; llano: number }>(
    `select count(*) filter (where county_id = any($1::int[]) and acres > 100)::int as big,
            count(*) filter (where county_id = 48299)::int as llano
       from listings where id <= $2`,
    [CITY_COUNTIES, SEEDED],
  ));
  expect(counts?.big).toBe(0);
  expect(counts?.llano).toBeGreaterThanOrEqual(3);
});

test('a large seeded tract is "near" its town in its title, and its page shows its acreage', async ({ page, brand }) => {
  const [listing] = await withDatabase((sql) => sql<{ id: number; canonical_location: string; title: string; acres: number; city: string }>(
    `select l.id::int as id, l.canonical_location, l.title, l.acres::float8 as acres, c.name as city
       from listings l join cities c on c.id = l.city_id
      where l.id <= $1 and l.acres > 100 and l.market_status in (1, 2) and l.title like '% near %'
      order by l.id limit 1`,
    [SEEDED],
  ));
  if (!listing) throw new Error('the seed has no large tract titled "near" a town');
  expect(listing.title).toContain(`near ${listing.city}`);
  expect(listing.title).not.toContain(`in ${listing.city},`);
  await page.goto(listingPath(brand, { id: listing.id, canonicalLocation: listing.canonical_location }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`near ${listing.city}`);
  await expect(page.locator('body')).toContainText(new RegExp(`\\b${Math.round(listing.acres)}(?: [a-z-]+)? acres\\b`));
});

test('no seeded listing over 40 acres says it is "in" its town, and hunting land talks about hunting', async () => {
  // "in Llano, TX" or "in Llano." names the town; "in Llano County" does not.
  const [row] = await withDatabase((sql) => sql<{ in_town: number; hunting: number; silent: number }>(
    `select count(*) filter (where l.acres > 40 and (l.title || ' ' || l.description) ~ ('\\min ' || c.name || '[,.]'))::int as in_town,
            count(*) filter (where l.title ~ 'Hunting (Land|Property|Ground)')::int as hunting,
            count(*) filter (where l.title ~ 'Hunting (Land|Property|Ground)' and l.description !~* 'hunt')::int as silent
       from listings l join cities c on c.id = l.city_id join counties co on co.id = l.county_id
      where l.id <= $1 and not (co.kind = 'city' and co.name = c.name)`,
    [SEEDED],
  ));
  expect(row?.in_town).toBe(0);
  expect(row?.hunting).toBeGreaterThan(20);
  expect(row?.silent).toBe(0);
});

test('seeded photos are painted landscapes: served through the image service with the texture of a photograph', async ({ request }) => {
  const [photo] = await withDatabase((sql) => sql<{ id: number; storage_key: string }>(
    `select d.id::int as id, d.storage_key from listings l join documents d on d.id = l.thumbnail_document_id
      where l.id <= $1 order by l.id limit 1`,
    [SEEDED],
  ));
  if (!photo) throw new Error('the seed has no thumbnail');
  expect(photo.storage_key).toMatch(/^seed\/photo-v2-(pasture|field|forest|mountain|desert|water|range|coast)-[0-3]\.jpg$/);
  const image = await request.get(`/resizedimages/600/900/cover/80/jpeg/1-${photo.id}`);
  expect(image.status()).toBe(200);
  const { data, info } = await sharp(await image.body()).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([900, 600]);
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  // A drawing of flat fills has a few thousand colours even after JPEG; a photograph tens of thousands.
  expect(colours.size).toBeGreaterThan(20_000);
});
