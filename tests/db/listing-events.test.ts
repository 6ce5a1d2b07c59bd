import { describe, expect, inject, it } from 'vitest';
import { listingDailyCounts, listingExists, recordListingEvent } from '@/lib/analytics/server';
import { db } from '@/lib/db/client';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();

async function someListing(offset: number): Promise<{ id: number; accountId: number }> {
  const [row] = await database.sql<{ id: number; account_id: number }>('select id, account_id from listings order by id offset $1 limit 1', [offset]);
  if (!row) throw new Error('no listings seeded');
  return { id: Number(row.id), accountId: Number(row.account_id) };
}

const today = async () => (await database.sql<{ day: string }>(`select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as day`))[0]?.day ?? '';

describe(`listing events on ${inject('databaseEngine')}`, () => {
  it('writes a log row and counts per listing, UTC day and type with one upsert', async () => {
    const listing = await someListing(10);
    const event = { logType: 'details viewed', listingId: listing.id, siteId: 2, ipAddress: '203.0.113.7', referringUrl: '/property/x/1/' } as const;
    expect(await recordListingEvent(event)).toBe(true);
    expect(await recordListingEvent(event)).toBe(true);
    expect(await recordListingEvent({ ...event, logType: 'phone click' })).toBe(true);

    const day = await today();
    const counts = await listingDailyCounts(listing.id, { from: day, to: day });
    expect(counts).toEqual([
      { day, logType: 'details viewed', count: 2 },
      { day, logType: 'phone click', count: 1 },
    ]);
    const rows = await database.sql<{ log_type: string; site_id: number; account_id: number; ip_address: string; referring_url: string; severity: number }>(
      'select log_type, site_id, account_id, ip_address, referring_url, severity from logs where listing_id = $1 order by id', [listing.id]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({ log_type: 'details viewed', site_id: 2, account_id: listing.accountId, ip_address: '203.0.113.7', referring_url: '/property/x/1/', severity: 0 });
  });

  it('writes nothing for a listing that does not exist', async () => {
    const [max] = await database.sql<{ id: number }>('select max(id) + 1000 as id from listings');
    const missing = Number(max?.id);
    expect(await listingExists(missing)).toBe(false);
    expect(await recordListingEvent({ logType: 'phone click', listingId: missing, siteId: 1, ipAddress: null })).toBe(false);
    expect(await database.sql('select 1 from logs where listing_id = $1', [missing])).toEqual([]);
    expect(await database.sql('select 1 from listing_daily_stats where listing_id = $1', [missing])).toEqual([]);
  });

  it('joins a caller\'s transaction: when the caller rolls back, neither the row nor the count stays', async () => {
    const listing = await someListing(11);
    await expect(
      db().transaction(async (tx) => {
        await recordListingEvent({ logType: 'email lead', listingId: listing.id, siteId: 1, ipAddress: null }, tx);
        throw new Error('the lead could not be stored');
      }),
    ).rejects.toThrow('the lead could not be stored');
    expect(await database.sql('select 1 from logs where listing_id = $1', [listing.id])).toEqual([]);
    expect(await database.sql('select 1 from listing_daily_stats where listing_id = $1', [listing.id])).toEqual([]);

    await db().transaction(async (tx) => {
      await recordListingEvent({ logType: 'email lead', listingId: listing.id, siteId: 1, ipAddress: null }, tx);
    });
    expect(await database.sql('select count from listing_daily_stats where listing_id = $1', [listing.id])).toEqual([{ count: 1 }]);
  });

  it('counts concurrent events without losing any', async () => {
    const listing = await someListing(12);
    await Promise.all(Array.from({ length: 8 }, () => recordListingEvent({ logType: 'external link click', listingId: listing.id, siteId: 3, ipAddress: null })));
    expect(await database.sql('select count from listing_daily_stats where listing_id = $1', [listing.id])).toEqual([{ count: 8 }]);
  });
});
