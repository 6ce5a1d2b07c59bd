import pg from 'pg';
import { isDemoMode } from '@/lib/env';
import { FileMediaStore, mediaStore } from '@/lib/media-store';
import { SEED_REFERENCE_DATE } from './seed-clock';
import { runSeed, type SeedSummary } from './seed-run';

export { DEMO_PASSWORD, demoEmails } from './users-gen';
export type { SeedSummary } from './seed-run';

export const DEFAULT_SEED = 20261122;
export const DEFAULT_LISTINGS = 5000;

export interface SeedOptions {
  /** Listings to generate (default 5,000). */
  listings?: number;
  /** PRNG seed: the same seed and count give the same rows (default DEFAULT_SEED). */
  seed?: number;
  /** The seeded world's "today" (default SEED_REFERENCE_DATE); dates are drawn relative to it. */
  today?: Date;
  /**
   * A folder for the generated photos and documents instead of the configured media store (MEDIA_STORE,
   * by default files under MEDIA_DIR): benchmarks and tests seed their own.
   */
  mediaDir?: string;
  /**
   * Also seed the demo logins, whose password is published (default: in demo and test mode only).
   * Refused in production mode: a production database never gets them.
   */
  demoAccounts?: boolean;
  /** Seed even though the database already holds accounts or users (it must still have no listings). */
  force?: boolean;
  log?: (message: string) => void;
}

export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
}

// Any constant works: two seeders (app start and a CLI run) must not race on one database.
const SEED_LOCK = 7_426_190;

/**
 * Seeds an empty database: geography, accounts, users, documents, listings, media and leads, all in one
 * transaction, so a failed seed leaves nothing behind and the next start simply tries again. Returns
 * null when the database already had listings. A database with accounts or users but no listings is
 * somebody's data: it is seeded only with `force`.
 */
export async function ensureSeeded(databaseUrl: string, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const log = options.log ?? ((m: string) => console.log(`[seed] ${m}`));
  const demoAccounts = options.demoAccounts ?? isDemoMode();
  if (demoAccounts && !isDemoMode()) throw new SeedRefusedError('demo accounts (published password) are never seeded in production mode; set APP_ENV=demo for a demo database');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const existing = await client.query<{ seeded: boolean }>('select exists (select 1 from listings) as seeded');
    if (existing.rows[0]?.seeded) {
      await client.query('commit');
      return null;
    }
    const people = await client.query<{ present: boolean }>('select exists (select 1 from accounts) or exists (select 1 from users) as present');
    if (people.rows[0]?.present && !options.force) {
      throw new SeedRefusedError('the database holds accounts or users but no listings; seed it anyway with --force');
    }
    const summary = await runSeed(client, {
      listings: options.listings ?? DEFAULT_LISTINGS,
      seed: options.seed ?? DEFAULT_SEED,
      today: options.today?.getTime() ?? SEED_REFERENCE_DATE,
      mediaStore: options.mediaDir === undefined ? mediaStore() : new FileMediaStore(options.mediaDir),
      demoAccounts,
      log,
    });
    await client.query('commit');
    const analyzing = Date.now();
    // VACUUM (not only ANALYZE): the visibility map lets counts run as index-only scans.
    await client.query('vacuum (analyze)');
    log(`seeded ${summary.listings.toLocaleString('en-US')} listings, ${summary.accounts} accounts, ${summary.documents.toLocaleString('en-US')} documents in ${summary.seconds.toFixed(1)} s (vacuum ${((Date.now() - analyzing) / 1000).toFixed(1)} s)`);
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
