import type pg from 'pg';
import * as schema from '@/lib/db/schema';
import { stateByAbbreviation } from '@/lib/geo/states';
import type { MediaStore } from '@/lib/media-store';
import { accountDocuments } from './account-documents';
import { ensureAccountImages } from './account-images';
import { withDeferredIndexes } from './deferred-indexes';
import { generateAccounts } from './accounts-gen';
import { generateBrokerShowcase } from './broker-showcase';
import { bulkInsert } from './bulk-insert';
import { buildGeography, cityRows, countyRows, lakeRows, regionCountyRows, regionRows, stateRows, zipRows } from './geography-rows';
import { buildListingWorld } from './listings-gen';
import { ensurePhotoPool } from './photo-pool';
import { featureFlagRows, financeCenterRows } from './reference-rows';
import { seedInventory } from './seed-inventory';
import { buildSeedWorld } from './seed-world';
import { demoCredentials, demoFavorites, demoUsers } from './users-gen';

/** Above this many listings only upgraded listings get galleries (a benchmark inventory stays lean). */
export const LARGE_RUN = 50_000;

export interface SeedRunOptions {
  listings: number;
  seed: number;
  today: number;
  /** Where the generated photos, portraits, logos and documents go. */
  mediaStore: MediaStore;
  /** Demo logins with the published password (docs/seed-data.md): demo and test databases only. */
  demoAccounts: boolean;
  log: (message: string) => void;
}

export interface SeedSummary {
  listings: number;
  accounts: number;
  documents: number;
  media: number;
  leads: number;
  events: number;
  seconds: number;
}

/** From this many listings the listing indexes are dropped during the load and rebuilt after it. */
export const DEFER_INDEXES_FROM = 1_000;

/** One seller account per ~12 listings, at least 60 and at most 25,000. */
export const accountCountFor = (listings: number) => Math.min(25_000, Math.max(60, Math.round(listings / 12)));

const elapsed = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** Writes the whole seeded world through `client`, which the caller holds inside one transaction. */
export async function runSeed(client: pg.ClientBase, o: SeedRunOptions): Promise<SeedSummary> {
  const started = Date.now();
  const [geography] = await Promise.all([buildGeography(), ensurePhotoPool(o.mediaStore)]);
  const world = buildSeedWorld(geography);
  o.log(`geography built in ${elapsed(started)} s: ${geography.counties.length} counties, ${geography.regions.length} regions, ${geography.cities.length} cities, ${geography.zips.length} zips, ${geography.lakes.length} lakes`);

  let phase = Date.now();
  await bulkInsert(client, schema.states, stateRows());
  await bulkInsert(client, schema.counties, countyRows(geography));
  await bulkInsert(client, schema.regions, regionRows(geography));
  await bulkInsert(client, schema.regionCounties, regionCountyRows(geography));
  await bulkInsert(client, schema.cities, cityRows(geography));
  await bulkInsert(client, schema.zips, zipRows(geography));
  await bulkInsert(client, schema.lakes, lakeRows(geography));
  o.log(`geography written in ${elapsed(phase)} s`);

  phase = Date.now();
  const accounts = generateAccounts(o.seed, accountCountFor(o.listings), world);
  const withImages = accountDocuments(accounts, 1);
  await ensureAccountImages(o.mediaStore, withImages.images);
  await bulkInsert(client, schema.documents, withImages.documents);
  const showcase = generateBrokerShowcase(o.seed, accounts);
  await bulkInsert(client, schema.accounts, withImages.accounts.map((row) => ({ ...row, videoUrl: showcase.videoUrls.get(row.id) ?? null })));
  await bulkInsert(client, schema.brokerAwards, showcase.awards);
  o.log(`${accounts.length} accounts with ${withImages.documents.length} portraits and logos, ${showcase.videoUrls.size} videos and ${showcase.awards.length} awards in ${elapsed(phase)} s`);

  phase = Date.now();
  const listingWorld = buildListingWorld(world, accounts, { seed: o.seed, today: o.today, largeRun: o.listings > LARGE_RUN });
  const step = Math.max(5000, Math.round(o.listings / 20 / 5000) * 5000);
  const load = () => seedInventory(client, listingWorld, o.listings, withImages.documents.length + 1, o.mediaStore, (done) => {
    if (done % step === 0 || done === o.listings) {
      const seconds = (Date.now() - phase) / 1000;
      o.log(`listings ${done.toLocaleString('en-US')}/${o.listings.toLocaleString('en-US')} (${Math.round(done / seconds).toLocaleString('en-US')} listings/s)`);
    }
  });
  // The accounts' listing statistics (drizzle/0011) and the state tallies (drizzle/0021) are counted
  // once after the load, not per batch.
  await client.query(`select set_config('acrewise.defer_account_stats', 'on', true), set_config('acrewise.defer_listing_tallies', 'on', true)`);
  const inventory = o.listings >= DEFER_INDEXES_FROM ? await withDeferredIndexes(client, ['listings', 'listing_media', 'leads', 'listing_events'], load, o.log) : await load();
  await client.query(`select set_config('acrewise.defer_account_stats', 'off', true), set_config('acrewise.defer_listing_tallies', 'off', true)`);
  await client.query('select account_listing_stats_refresh_all(), listing_tallies_refresh_all()');

  if (o.demoAccounts) {
    const users = demoUsers(accounts, inventory.listingsByAccount);
    await bulkInsert(client, schema.users, users);
    await bulkInsert(client, schema.authCredentials, await demoCredentials(users));
    await bulkInsert(client, schema.favorites, demoFavorites(inventory.showcaseIds, o.today));
  }
  await bulkInsert(client, schema.featureFlags, featureFlagRows);
  await bulkInsert(client, schema.financeCenters, financeCenterRows((abbreviation, name) => {
    const state = stateByAbbreviation(abbreviation);
    return geography.regions.find((region) => region.stateId === state?.id && region.name === name)?.id;
  }));
  // Rows above carry explicit ids: move the identity sequences past them.
  for (const table of ['documents', 'accounts', 'listings', 'users']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`);
  }
  return {
    listings: o.listings, accounts: accounts.length, documents: withImages.documents.length + inventory.documents,
    media: inventory.media, leads: inventory.leads, events: inventory.events, seconds: (Date.now() - started) / 1000,
  };
}
