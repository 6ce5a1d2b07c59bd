import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '@/lib/auth/password-hash';
import { startEmbeddedServer, type EmbeddedServer } from '@/lib/db/embedded-server';
import { migrate } from '@/lib/db/migrate';
import { FileMediaStore } from '@/lib/media-store';
import { freePort } from '@/lib/net/free-port';
import { DEMO_PASSWORD, demoEmails, ensureSeeded, SeedRefusedError } from '@/lib/seed';
import { reloadEnv } from '@/lib/env';
import { ensurePhotoPool } from '@/lib/seed/photo-pool';
import { accountCountFor } from '@/lib/seed/seed-run';
import { inventory } from '../unit/lib/seed/fixtures';
import { TEST_LISTINGS } from './global-setup';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
// `seeded`: the seeder's listings (ids 1..TEST_LISTINGS); other test files add and change listings as sellers.
const count = async (sql: string) => Number((await database.sql<{ n: string }>(`with seeded as (select * from listings where id <= ${TEST_LISTINGS}) ${sql}`))[0]?.n);

describe(`the shared seeded database on ${inject('databaseEngine')}`, () => {
  it('holds real geography: every state, every county from us-atlas, zips with counties', async () => {
    expect(await count('select count(*)::text as n from states')).toBe(52);
    expect(await count('select count(*)::text as n from counties')).toBe(3220);
    const [llano] = await database.sql<{ county_id: number; slug: string }>(
      "select z.county_id, c.slug from zips z join counties c on c.id = z.county_id where z.zip = '78643'",
    );
    expect(llano).toEqual({ county_id: 48299, slug: 'llano-county' });
    expect(await count("select count(*)::text as n from states where id in (11, 72) and name in ('District of Columbia', 'Puerto Rico')")).toBe(2);
    expect(await count('select count(*)::text as n from zips z join counties c on c.id = z.county_id where c.state_id <> z.state_id')).toBe(0);
    expect(await count('select count(*)::text as n from lakes')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(distinct r.state_id)::text as n from regions r join region_counties rc on rc.region_id = r.id')).toBeGreaterThanOrEqual(20);
    expect(await count('select count(*)::text as n from region_counties rc join regions r on r.id = rc.region_id join counties c on c.id = rc.county_id where c.state_id <> r.state_id')).toBe(0);
  });

  it('seeds the requested number of listings, each in a county of its own state', async () => {
    expect(await count('select count(*)::text as n from seeded')).toBe(TEST_LISTINGS);
    expect(await count('select count(*)::text as n from seeded l join counties c on c.id = l.county_id where c.state_id <> l.state_id')).toBe(0);
    expect(await count('select count(*)::text as n from seeded l left join accounts a on a.id = l.account_id where a.id is null')).toBe(0);
    expect(await count('select count(*)::text as n from seeded l join cities ci on ci.id = l.city_id where ci.state_id <> l.state_id')).toBe(0);
    expect(await count('select count(*)::text as n from seeded l join lakes k on k.id = l.lake_id where k.state_id <> l.state_id')).toBe(0);
  });

  it('gives every listing a thumbnail document and its photos', async () => {
    expect(await count('select count(*)::text as n from seeded l left join documents d on d.id = l.thumbnail_document_id where d.id is null')).toBe(0);
    expect(await count("select count(*)::text as n from seeded l where photo_count <> (select count(*) from listing_media m where m.listing_id = l.id and m.kind = 'photo')")).toBe(0);
    expect(await count("select count(*)::text as n from seeded where has_video and not exists (select 1 from listing_media m where m.listing_id = seeded.id and m.kind = 'video')")).toBe(0);
  });

  it('keeps realistic proportions of statuses, tiers and upgrades', async () => {
    const share = async (where: string) => (await count(`select count(*)::text as n from seeded where ${where}`)) / TEST_LISTINGS;
    expect(await share('market_status = 1')).toBeGreaterThan(0.7);
    expect(await share('market_status = 4')).toBeGreaterThan(0.03);
    expect(await share('upgrade_level_id >= 1')).toBeLessThan(0.15);
    expect(await share('upgrade_level_id = 3')).toBeGreaterThan(0);
    expect(await share('sale_type = 2')).toBeGreaterThan(0.02);
    expect(await count('select count(*)::text as n from seeded where market_status = 4 and (sold_date is null or sales_price is null)')).toBe(0);
  });

  it('creates every member type and corporate child accounts', async () => {
    const types = await database.sql<{ member_type: string }>('select distinct member_type from accounts order by 1');
    expect(types.map((t) => t.member_type)).toEqual(['Agent', 'Auctioneer', 'Broker', 'LandRetailer', 'PropertyOwner']);
    expect(await count('select count(*)::text as n from accounts c join accounts p on p.id = c.parent_account_id where c.account_type = 4 and p.account_type in (3, 41, 51)')).toBeGreaterThan(0);
  });

  it('does nothing when asked to seed again', async () => {
    expect(await ensureSeeded(inject('databaseUrl'), { listings: 10, log: () => {} })).toBeNull();
    expect(await count('select count(*)::text as n from seeded')).toBe(TEST_LISTINGS);
  });
});


/** A database of our own: a second in-memory PGlite, or a new database on the PostgreSQL server. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (inject('databaseEngine') === 'pglite') {
    const server: EmbeddedServer = await startEmbeddedServer({ dataDir: 'memory://', port: await freePort() });
    return { url: server.url, drop: () => server.stop() };
  }
  const name = `acrewise_seed_${process.pid}`;
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: inject('databaseUrl') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describe('seeding an empty database', () => {
  const LISTINGS = 500;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acrewise-seed-media-'));
  let fresh: { url: string; drop: () => Promise<void> };
  let client: pg.Client;
  const rows = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql)).rows;
  const total = async (sql: string) => Number((await rows<{ n: string }>(sql))[0]?.n);

  beforeAll(async () => {
    fresh = await freshDatabase();
    await migrate(fresh.url);
    client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await fresh?.drop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('leaves nothing behind when the seed fails half way', async () => {
    await ensurePhotoPool(new FileMediaStore(mediaDir));
    // The portraits folder is a file: the seed fails after the geography is written.
    fs.writeFileSync(path.join(mediaDir, 'seed', 'portraits'), 'not a folder');
    await expect(ensureSeeded(fresh.url, { listings: 50, mediaDir, log: () => {} })).rejects.toThrow();
    expect(await total('select count(*)::text as n from states')).toBe(0);
    expect(await total('select count(*)::text as n from counties')).toBe(0);
    fs.rmSync(path.join(mediaDir, 'seed', 'portraits'));
  });

  it(`seeds ${LISTINGS} listings with accounts, users, documents and media`, async () => {
    const summary = await ensureSeeded(fresh.url, { listings: LISTINGS, mediaDir, log: () => {} });
    expect(summary?.listings).toBe(LISTINGS);
    expect(await total('select count(*)::text as n from listings')).toBe(LISTINGS);
    expect(await total('select count(*)::text as n from accounts')).toBe(accountCountFor(LISTINGS));
    expect(await total("select count(*)::text as n from listing_media where kind = 'photo'")).toBe(await total('select sum(photo_count)::text as n from listings'));
    expect(await total('select count(*)::text as n from documents d where not exists (select 1 from listing_media m where m.document_id = d.id) and not exists (select 1 from accounts a where d.id in (a.portrait_document_id, a.logo_document_id))')).toBe(0);
  });

  it('points every document at a generated file under MEDIA_DIR', async () => {
    const keys = await rows<{ storage_key: string }>('select distinct storage_key from documents');
    expect(keys.length).toBeGreaterThan(24);
    for (const { storage_key } of keys) expect(fs.existsSync(path.join(mediaDir, storage_key)), storage_key).toBe(true);
  });

  it('writes exactly the rows the generator draws for that seed and count', async () => {
    const expected = await inventory(20261122, LISTINGS);
    const actual = await rows<{ id: string; title: string; price: number; acres: number; county_id: number; latitude: number; longitude: number; listed: string }>(
      'select id::text, title, price::float8 as price, acres::float8 as acres, county_id, latitude, longitude, (extract(epoch from date_listed) * 1000)::bigint::text as listed from listings l order by l.id',
    );
    expect(actual).toEqual(expected.listings.map(({ row }) => ({
      id: String(row.id), title: row.title, price: row.price, acres: row.acres, county_id: row.countyId, latitude: row.latitude, longitude: row.longitude,
      listed: String(row.dateListed instanceof Date ? row.dateListed.getTime() : 0),
    })));
  });

  it('creates demo logins with argon2id hashes of the documented password, the seller owning listings', async () => {
    const users = await rows<{ email: string; password_hash: string; account_id: string | null; listings: string }>(
      `select u.email, c.password as password_hash, u.account_id::text, (select count(*) from listings l where l.account_id = u.account_id)::text as listings
         from users u join auth_credentials c on c.user_id = u.id and c.provider_id = 'credential' order by u.id`,
    );
    expect(users.every((u) => u.password_hash.startsWith('$argon2id$'))).toBe(true);
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining(Object.values(demoEmails)));
    for (const u of users) expect(await verifyPassword(DEMO_PASSWORD, u.password_hash)).toBe(true);
    expect(Number(users.find((u) => u.email === demoEmails.seller)?.listings)).toBeGreaterThan(0);
    expect(await total('select count(*)::text as n from favorites')).toBeGreaterThan(0);
  });

  it('moves identity sequences past the seeded ids', async () => {
    const before = await total('select max(id)::text as n from documents');
    const [row] = await rows<{ id: string }>("insert into documents (storage_key, content_type) values ('seed/extra.jpg', 'image/jpeg') returning id::text");
    expect(Number(row?.id)).toBe(before + 1);
  });
});

describe('seeding fails closed', () => {
  let fresh: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    fresh = await freshDatabase();
    await migrate(fresh.url);
  });
  afterAll(async () => {
    await fresh?.drop();
    process.env.APP_ENV = 'test';
    reloadEnv();
  });

  it('never seeds the demo logins (published password) in production mode', async () => {
    process.env.APP_ENV = 'production';
    reloadEnv();
    await expect(ensureSeeded(fresh.url, { listings: 5, demoAccounts: true, log: () => {} })).rejects.toThrow(SeedRefusedError);
    process.env.APP_ENV = 'test';
    reloadEnv();
  });

  it('refuses a database that holds accounts or users but no listings, unless forced', async () => {
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      await client.query("insert into users (email, contact_name, account_type) values ('owner@example.org', 'Owner', 1)");
      await expect(ensureSeeded(fresh.url, { listings: 5, log: () => {} })).rejects.toThrow(/--force/);
      expect(Number((await client.query<{ n: string }>('select count(*)::text as n from states')).rows[0]?.n)).toBe(0);
      expect(Number((await client.query<{ n: string }>('select count(*)::text as n from users')).rows[0]?.n)).toBe(1);
    } finally {
      await client.end();
    }
  });
});
