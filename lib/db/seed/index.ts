import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { env } from '@/lib/env';
import * as schema from '../schema';
import { generateAccounts } from './accounts-gen';
import { insertInBatches } from './batches';
import { buildGeography, stateRows } from './geography-rows';
import { generateListing } from './listings-gen';
import { ensurePhotoPool, PHOTO_POOL_SIZE, photoKey, PORTRAIT_POOL_SIZE, portraitKey } from './photos';
import { Random } from './random';
import { demoUsers, listingContext, stateWeights } from './seed-support';

export interface SeedOptions {
  listings?: number;
  seed?: number;
  log?: (message: string) => void;
}

const BATCH = 1000;
/** Above this, listings get one photo unless upgraded, to keep a benchmark seed's media table sane. */
const LARGE = 100_000;

/** Seeds an empty database (listings table empty) in one transaction: all or nothing. */
export async function ensureSeeded(databaseUrl: string, options: SeedOptions = {}): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await client.query<{ n: string }>('select count(*)::text as n from listings');
    if (Number(existing.rows[0]?.n ?? 0) > 0) return;
    await seed(client, options);
  } finally {
    await client.end();
  }
}

async function seed(client: pg.Client, options: SeedOptions): Promise<void> {
  const log = options.log ?? ((m: string) => console.log(`[seed] ${m}`));
  const total = options.listings ?? env().SEED_LISTINGS;
  const random = new Random(options.seed ?? 20261122);
  const started = Date.now();
  const db = drizzle(client, { schema });
  await ensurePhotoPool(env().MEDIA_DIR);
  const geography = await buildGeography();
  log(`geography: ${geography.counties.length} counties, ${geography.cities.length} cities, ${geography.zips.length} zips`);

  await client.query('begin');
  try {
    await insertInBatches(db, schema.states, stateRows(), 4);
    await insertInBatches(db, schema.counties, geography.counties.map(({ shape: _s, bbox: _b, fullName: _f, ...c }) => c), 7);
    await insertInBatches(db, schema.regions, geography.regions.map(({ countyIds: _c, ...r }) => r), 4);
    await insertInBatches(db, schema.regionCounties, geography.regions.flatMap((r) => r.countyIds.map((countyId) => ({ regionId: r.id, countyId }))), 2);
    await insertInBatches(db, schema.cities, geography.cities.map(({ key: _k, ...c }) => c), 7);
    const cityIdByKey = new Map(geography.cities.map((c) => [c.key, c.id]));
    await insertInBatches(db, schema.zips, geography.zips.map(({ cityKey, ...z }) => ({ ...z, cityId: cityIdByKey.get(cityKey) ?? null })), 6);
    await insertInBatches(db, schema.lakes, geography.lakes, 7);

    let documentId = 0;
    const portraitDocs = Array.from({ length: PORTRAIT_POOL_SIZE }, (_, i) => ({ id: ++documentId, storageKey: portraitKey(i), contentType: 'image/png', width: 300, height: 300 }));
    await insertInBatches(db, schema.documents, portraitDocs, 5);

    const accounts = generateAccounts(random, Math.min(20_000, Math.max(60, Math.round(total / 12))), stateWeights(geography), geography.regions);
    await insertInBatches(db, schema.accounts, accounts.map(({ plan: _p, ...a }) => ({ ...a, portraitDocumentId: random.pick(portraitDocs).id })), 24);
    await insertInBatches(db, schema.users, await demoUsers(accounts.find((a) => a.accountType === 13)), 8);
    log(`accounts: ${accounts.length}`);

    const ctx = listingContext(geography, accounts, total > LARGE);
    for (let from = 1; from <= total; from += BATCH) {
      const listings = [];
      const docs = [];
      const media = [];
      for (let id = from; id < Math.min(from + BATCH, total + 1); id++) {
        const { row, photoCount } = generateListing(random, id, ctx);
        for (let p = 0; p < photoCount; p++) {
          docs.push({ id: ++documentId, storageKey: photoKey(random.int(0, PHOTO_POOL_SIZE - 1)), contentType: 'image/jpeg', width: 1200, height: 800 });
          media.push({ listingId: id, documentId, kind: 'photo', position: p, altText: `${String(row.title)}, photo ${p + 1}` });
        }
        listings.push({ ...row, thumbnailDocumentId: documentId - photoCount + 1 });
      }
      await insertInBatches(db, schema.documents, docs, 5);
      await insertInBatches(db, schema.listings, listings as Array<typeof schema.listings.$inferInsert>, 50);
      await insertInBatches(db, schema.listingMedia, media, 5);
      if ((from - 1) % 50_000 === 0 && from > 1) log(`listings: ${from - 1} of ${total} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await db.insert(schema.featureFlags).values([
      { name: 'showNewEcommerceFlow', value: false },
      { name: 'injectMazeTrackingScript', value: false },
      { name: 'configurationInjectClarityTrackingScript', value: false },
    ]);
    await db.insert(schema.financeCenters).values({
      id: 7, name: 'Wildshore Land Finance', scope: 'default', phone: '(800) 555-0107', showOnLW: true,
      description: 'Loans for recreational land, lots and cabins, from a lender that knows rural property.',
    });
    // Explicit ids above: move identity sequences past them.
    for (const table of ['documents', 'accounts', 'listings']) {
      await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`));
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze');
  log(`seeded ${total} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
