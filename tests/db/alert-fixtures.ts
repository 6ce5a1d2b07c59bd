import { siteBrand } from '@/lib/brand/registry';
import { searchCriteriaSchema, type SearchCriteriaInput } from '@/lib/search/criteria';
import { deliverMailWithoutQueue, type useTestDatabase } from './helpers';

// Users, listings, saved searches, favourites and listing events for the alert tests, written with SQL
// as the app and a broker's edit would leave them. Each listing is a copy of a seeded one with the
// facts a test names. `removeAll` deletes what they made (other files count the seeded listings and
// check every listing's history), their searches, favourites and events with them.

type TestDatabase = ReturnType<typeof useTestDatabase>;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const siteIdOf = (key: string) => siteBrand(key)?.siteId ?? -1;

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

export interface ListingFacts {
  title: string;
  listedAt: Date;
  price?: number;
  marketStatus?: number;
  stateId?: number;
  /** The seeded listing's own tier and upgrade unless given. */
  listingLevel?: number;
  upgradeLevelId?: number;
}

export function alertFixtures(database: TestDatabase) {
  let template: { id: number; state_id: number; county_id: number } | undefined;
  let columns: string[] = [];
  const made = { users: [] as number[], listings: [] as number[] };

  async function seededTemplate() {
    if (!template) {
      const [row] = await database.sql<{ id: number; state_id: number; county_id: number }>('select id, state_id, county_id from listings where state_id = 48 order by id limit 1');
      if (!row) throw new Error('no seeded Texas listing');
      template = row;
      const rows = await database.sql<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'listings' and column_name not in ('id', 'search_text') and is_generated = 'NEVER' order by ordinal_position",
      );
      columns = rows.map((r) => r.column_name);
    }
    return template;
  }

  return {
    /** A word no seeded listing has, for titles and keyword criteria that keep one test's listings to itself. */
    word: () => `quill${unique().replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')}`,

    async user(overrides: { favoriteAlerts?: string; favoritesAlertedThrough?: Date; verified?: boolean; blocked?: boolean } = {}) {
      const email = `alerts.${unique()}@example.com`;
      const [row] = await database.sql<{ id: number }>(
        `insert into users (email, contact_name, account_type, email_verified, is_blocked, favorite_alerts, favorites_alerted_through)
         values ($1, 'Dana Buyer', 1, $2, $3, $4, $5) returning id`,
        [email, overrides.verified ?? true, overrides.blocked ?? false, overrides.favoriteAlerts ?? 'No Updates', overrides.favoritesAlertedThrough ?? new Date()],
      );
      made.users.push(Number(row?.id));
      return { id: Number(row?.id), email };
    },

    async listing(facts: ListingFacts): Promise<number> {
      const seed = await seededTemplate();
      const values: Record<string, string> = {
        title: '$2', date_listed: '$3', price: '$4', market_status: '$5', state_id: '$6', updated_at: '$3', created_at: '$3',
        listing_level: 'coalesce($7::smallint, listing_level)', upgrade_level_id: 'coalesce($8::smallint, upgrade_level_id)',
      };
      const select = columns.map((c) => values[c] ?? c).join(', ');
      const [row] = await database.sql<{ id: number }>(`insert into listings (${columns.join(', ')}) select ${select} from listings where id = $1 returning id`, [
        seed.id, facts.title, facts.listedAt, facts.price ?? 200_000, facts.marketStatus ?? 1, facts.stateId ?? seed.state_id, facts.listingLevel ?? null, facts.upgradeLevelId ?? null,
      ]);
      made.listings.push(Number(row?.id));
      return Number(row?.id);
    },

    async search(userId: number, search: { notify: string; criteria: SearchCriteriaInput; alertedThrough: Date; active?: boolean; site?: string; name?: string; createdAt?: Date }) {
      const criteria = searchCriteriaSchema.parse(search.criteria);
      const [row] = await database.sql<{ id: number }>(
        `insert into saved_searches (user_id, site_id, name, notify, criteria, path, active, alerted_through, created_at)
         values ($1, $2, $3, $4, $5, '/texas/land-for-sale/', $6, $7, $8) returning id`,
        [userId, siteIdOf(search.site ?? 'land'), search.name ?? 'Texas land', search.notify, JSON.stringify(criteria), search.active ?? true, search.alertedThrough, search.createdAt ?? new Date()],
      );
      return Number(row?.id);
    },

    async like(userId: number, listingId: number, createdAt: Date) {
      await database.sql('insert into favorites (user_id, listing_id, created_at) values ($1, $2, $3)', [userId, listingId, createdAt]);
    },

    async event(listingId: number, event: { kind: 'price' | 'status'; at: Date; price?: number; previousPrice?: number; status?: number; previousStatus?: number }) {
      await database.sql(
        'insert into listing_events (listing_id, kind, price, previous_price, market_status, previous_market_status, at) values ($1, $2, $3, $4, $5, $6, $7)',
        [listingId, event.kind, event.price ?? null, event.previousPrice ?? null, event.status ?? null, event.previousStatus ?? null, event.at],
      );
    },

    /** The account a listing belongs to (the seeded listing's, for every fixture listing). */
    async brokerOf(listingId: number) {
      const [row] = await database.sql<{ id: number | string; contact_name: string | null; company_name: string | null }>(
        'select a.id, a.contact_name, a.company_name from listings l join accounts a on a.id = l.account_id where l.id = $1',
        [listingId],
      );
      if (!row) throw new Error(`no account for listing ${listingId}`);
      return { id: Number(row.id), contactName: row.contact_name, companyName: row.company_name };
    },

    mailsTo: (email: string) => database.sql<{ to: string; subject: string; text: string }>('select "to", subject, text from mail_outbox where "to" = $1 order by id', [email]),

    searchWatermark: async (id: number) => new Date((await database.sql<{ at: Date }>('select alerted_through as at from saved_searches where id = $1', [id]))[0]?.at ?? 0),
    favoritesWatermark: async (userId: number) =>
      new Date((await database.sql<{ at: Date }>('select favorites_alerted_through as at from users where id = $1', [userId]))[0]?.at ?? 0),

    async removeAll() {
      await database.sql('delete from listings where id = any($1::bigint[])', [made.listings]);
      await database.sql('delete from users where id = any($1::bigint[])', [made.users]);
      made.listings = [];
      made.users = [];
    },

    /**
     * Without a worker's mail queue, writeWithMail delivers to the outbox right after its commit (another
     * file may have started a worker). The queue's jobs go first: pg-boss cannot drop a queue that has any.
     */
    deliverWithoutQueue: () => deliverMailWithoutQueue(database.sql),
  };
}
