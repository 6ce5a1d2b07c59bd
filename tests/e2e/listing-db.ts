import pg from 'pg';

// Direct access to the database of the server under test, for what a browser cannot see: which seeded
// listings have a video or take leads, whether a lead was stored once, and a listing with markup in its
// text. The server's embedded PGlite speaks the PostgreSQL protocol on a loopback port:
// - a server Playwright starts serves it on E2E_DB_PORT (playwright.config.ts);
// - a reused server (E2E_REUSE_SERVER=1) started by `npm start` serves it on PGLITE_PORT, 5439 by
//   default (.env.example); the config still fills E2E_DB_PORT with an unused port then, so that one is
//   tried first and refuses at once;
// - E2E_DATABASE_URL names the database outright (a server running on PostgreSQL via DATABASE_URL).

type Row = pg.QueryResultRow;
export type Sql = <T extends Row>(text: string, values?: unknown[]) => Promise<T[]>;

const urlOf = (port: string) => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

function candidateUrls(): string[] {
  if (process.env.E2E_DATABASE_URL) return [process.env.E2E_DATABASE_URL];
  const ports = [process.env.E2E_DB_PORT];
  if (process.env.E2E_REUSE_SERVER === '1') ports.push(process.env.PGLITE_PORT ?? '5439');
  return [...new Set(ports.filter((port): port is string => Boolean(port)))].map(urlOf);
}

let workingUrl: string | undefined;

async function connect(): Promise<pg.Client> {
  const urls = workingUrl ? [workingUrl] : candidateUrls();
  const failures: string[] = [];
  for (const url of urls) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      workingUrl = url;
      return client;
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
      await client.end().catch(() => {});
    }
  }
  throw new Error(`no database of the server under test answered (${failures.join('; ')})`);
}

/** The URL of the server's database (for scripts a test runs against it, e.g. `npm run alerts`). */
export async function serverDatabaseUrl(): Promise<string> {
  const client = await connect();
  await client.end();
  if (!workingUrl) throw new Error('no database URL');
  return workingUrl;
}

/** Runs `work` on a connection of its own, closed afterwards (tests stay independent of each other). */
export async function withDatabase<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await connect();
  try {
    return await work(async <R extends Row>(text: string, values?: unknown[]) => (await client.query<R>(text, values)).rows);
  } finally {
    await client.end();
  }
}

export interface SeededListing {
  id: number;
  title: string;
  canonicalLocation: string;
  price: number | null;
  latitude: number;
  longitude: number;
  photoCount: number;
  stateId: number;
  countyId: number;
  listingLevel: number;
  upgradeLevelId: number;
  acres: number;
  broker: { accountId: number; email: string };
}

interface ListingRow extends Row {
  id: number;
  title: string;
  canonical_location: string;
  price: number | null;
  latitude: number;
  longitude: number;
  photo_count: number;
  state_id: number;
  county_id: number;
  listing_level: number;
  upgrade_level_id: number;
  acres: number;
  account_id: number;
  email: string;
}

// The rule of lib/leads/contact-rules.ts and lib/leads/lead-service.ts in SQL: active (available or
// under contract), not free tier (3), not courtesy (-10), a paying and active broker account.
const LISTING_TAKES_LEADS = 'l.market_status in (1, 2) and l.listing_level <> 3 and l.upgrade_level_id <> -10';
const BROKER_TAKES_LEADS = 'not a.is_free and a.is_active';

const toListing = (row: ListingRow): SeededListing => ({
  id: row.id, title: row.title, canonicalLocation: row.canonical_location, price: row.price, latitude: row.latitude, longitude: row.longitude,
  photoCount: row.photo_count, stateId: row.state_id, countyId: row.county_id, listingLevel: row.listing_level,
  upgradeLevelId: row.upgrade_level_id, acres: row.acres, broker: { accountId: row.account_id, email: row.email },
});

/** The first listing (lowest id, so every run and brand uses the same one) matching `where`. */
async function firstListing(where: string, what: string): Promise<SeededListing> {
  const [row] = await withDatabase((sql) =>
    sql<ListingRow>(
      `select l.id::int as id, l.title, l.canonical_location, l.price::float8 as price, l.latitude, l.longitude, l.photo_count::int as photo_count,
              l.state_id::int as state_id, l.county_id::int as county_id, l.listing_level::int as listing_level,
              l.upgrade_level_id::int as upgrade_level_id, l.acres::float8 as acres, a.id::int as account_id, a.email
         from listings l join accounts a on a.id = l.account_id
        where ${where}
        order by l.id limit 1`,
    ),
  );
  if (!row) throw new Error(`the seed data has no ${what}`);
  return toListing(row);
}

/**
 * A listing that takes leads, is priced (SPEC §5: 2 means auction) and has at least five photos, and,
 * when asked, a video and a 3D tour.
 */
export function findListing({ withVideoAndTour }: { withVideoAndTour: boolean }): Promise<SeededListing> {
  const media = withVideoAndTour ? 'and l.has_video and l.has_virtual_tour' : '';
  return firstListing(`${LISTING_TAKES_LEADS} and ${BROKER_TAKES_LEADS} and l.price > 2 and l.photo_count >= 5 ${media}`,
    `listing that takes leads${withVideoAndTour ? ' with a video and a 3D tour' : ''}`);
}

/** An active paid listing whose broker's account is free or inactive: the server refuses its leads. */
export function findListingOfClosedAccount(): Promise<SeededListing> {
  return firstListing(`${LISTING_TAKES_LEADS} and not (${BROKER_TAKES_LEADS})`, 'active paid listing of a free or inactive account');
}

/** Leads stored from one sender address (the tests use a fresh address per run and brand). */
export async function leadRows(senderEmail: string): Promise<Array<{ listingId: number; accountId: number }>> {
  const rows = await withDatabase((sql) =>
    sql<{ listing_id: number; account_id: number }>('select listing_id::int as listing_id, account_id::int as account_id from leads where sender_email = $1', [senderEmail]),
  );
  return rows.map((row) => ({ listingId: row.listing_id, accountId: row.account_id }));
}

/**
 * Mail jobs (lib/mail/mail-queue.ts) that mention `needle` and are not yet done: what the worker would
 * still deliver. None when no worker has made the queue (a request then delivers right after its commit).
 */
export async function pendingMailJobs(needle: string): Promise<number> {
  return withDatabase(async (sql) => {
    const [schema] = await sql<{ ready: boolean }>("select to_regclass('pgboss.job') is not null as ready");
    if (!schema?.ready) return 0;
    const [row] = await sql<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name in ('mail', 'mail-account') and state in ('created', 'retry', 'active') and strpos(data::text, $1) > 0",
      [needle],
    );
    return row?.count ?? 0;
  });
}

/**
 * A new off-market listing (so no search, count or lead path of another test meets it) copied from
 * `sourceId` with the given title and description; its id was never rendered, so the cached page is
 * fresh. Returns its id; `deleteListing` removes it again.
 */
export async function insertListingCopy(sourceId: number, text: { title: string; description: string }): Promise<{ id: number; canonicalLocation: string }> {
  return withDatabase(async (sql) => {
    const [row] = await sql<{ id: number; canonical_location: string }>(
      `insert into listings (id, account_id, sale_type, market_status, listing_level, upgrade_level_id, rank_score, price, acres, price_per_acre,
                             title, description, state_id, county_id, city_id, canonical_location, latitude, longitude, property_types, date_listed)
       select (select max(id) from listings) + 1 + floor(random() * 1000000)::bigint, account_id, sale_type, 3, listing_level, upgrade_level_id,
              rank_score, price, acres, price_per_acre, $2, $3, state_id, county_id, city_id, canonical_location, latitude, longitude,
              property_types, date_listed
         from listings where id = $1
       returning id::int as id, canonical_location`,
      [sourceId, text.title, text.description],
    );
    if (!row) throw new Error(`listing ${sourceId} not found`);
    return { id: row.id, canonicalLocation: row.canonical_location };
  });
}

/** Removes a listing made by `insertListingCopy`, with the view counts its page may have logged. */
export async function deleteListing(id: number): Promise<void> {
  await withDatabase(async (sql) => {
    await sql('delete from listing_daily_stats where listing_id = $1', [id]);
    await sql('delete from logs where listing_id = $1', [id]);
    await sql('delete from listings where id = $1', [id]);
  });
}

/** An active listing with a seeded document (a PDF), and that document's id and title. */
export async function findListingWithDocument(): Promise<{ listing: SeededListing; documentId: number; title: string }> {
  const listing = await firstListing(
    `${LISTING_TAKES_LEADS} and exists (select 1 from listing_media m where m.listing_id = l.id and m.kind = 'document')`,
    'active listing with a document',
  );
  const [document] = await withDatabase((sql) =>
    sql<{ document_id: number; title: string }>(
      "select document_id::int as document_id, alt_text as title from listing_media where listing_id = $1 and kind = 'document' order by position limit 1",
      [listing.id],
    ),
  );
  if (!document) throw new Error(`listing ${listing.id} has no document`);
  return { listing, documentId: document.document_id, title: document.title };
}

/** How many 'document click' log rows name this listing and document. */
export async function documentClicks(listingId: number, documentId: number): Promise<number> {
  const [row] = await withDatabase((sql) =>
    sql<{ n: number }>("select count(*)::int as n from logs where log_type = 'document click' and listing_id = $1 and message = $2", [listingId, `document click: document ${documentId}`]),
  );
  return row?.n ?? 0;
}
