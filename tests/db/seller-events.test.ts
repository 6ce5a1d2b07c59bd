import { beforeAll, describe, expect, inject, it } from 'vitest';
import { recordAccountEvent } from '@/lib/analytics/server';
import { db } from '@/lib/db/client';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { resetLimiters } from '@/lib/rate-limit';
import { useTestDatabase } from './helpers';

// Seller logs (SPEC §3/§7: seller viewed, seller results, phone click on a broker page): a log row
// without a listing and +1 per account, UTC day and type in account_daily_stats, through
// POST /api/logging/account. docs/analytics.md.

const database = useTestDatabase();
const route = await import('@/app/api/logging/account/route');

let address = 10;
/** A POST from a fresh client address unless one is given (the repeat window is per client). */
function post(body: unknown, client = `192.0.2.${++address}`) {
  return route.POST(
    new Request('http://farm.localhost:3000/api/logging/account', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { host: 'farm.localhost:3000', 'content-type': 'application/json', [PEER_HEADER]: peerStamp(client) },
    }),
    { params: Promise.resolve({}) },
  );
}

/** Seller accounts no other test counts for: each test takes its own by offset. */
async function seller(offset: number): Promise<number> {
  const [row] = await database.sql<{ id: number }>('select id::int as id from accounts where is_seller order by id desc offset $1 limit 1', [offset]);
  if (!row) throw new Error('no seller accounts seeded');
  return row.id;
}

const counts = (accountId: number) =>
  database.sql<{ log_type: string; count: number; today: boolean }>(
    `select log_type, count, day = (now() at time zone 'UTC')::date as today from account_daily_stats where account_id = $1 order by log_type`, [accountId]);
const logRows = (accountId: number) =>
  database.sql<{ log_type: string; listing_id: number | null; site_id: number; ip_address: string | null; referring_url: string | null }>(
    'select log_type, listing_id, site_id, ip_address, referring_url from logs where account_id = $1 and listing_id is null order by id', [accountId]);

describe(`seller logs on ${inject('databaseEngine')}`, () => {
  beforeAll(() => resetLimiters());

  it('counts per account, UTC day and type; a repeat from the same client within 5 minutes answers counted: false', async () => {
    const accountId = await seller(0);
    const viewed = { logType: 'seller viewed', accountId, referringUrl: `http://farm.localhost:3000/broker/x-${accountId}/` };
    const first = await post(viewed, '192.0.2.201');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: true });
    expect(await (await post(viewed, '192.0.2.201')).json()).toEqual({ counted: false });
    expect((await post(viewed, '192.0.2.202')).status).toBe(200);
    expect((await post({ logType: 'phone click', accountId }, '192.0.2.201')).status).toBe(200);
    expect((await post({ logType: 'seller results', accountId })).status).toBe(200);
    expect(await counts(accountId)).toEqual([
      { log_type: 'phone click', count: 1, today: true },
      { log_type: 'seller results', count: 1, today: true },
      { log_type: 'seller viewed', count: 2, today: true },
    ]);
    const rows = await logRows(accountId);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({ log_type: 'seller viewed', listing_id: null, site_id: 2, ip_address: '192.0.2.201', referring_url: viewed.referringUrl });
  });

  it('answers 404 for an unknown account or one that sells nothing, and writes nothing', async () => {
    const [buyer] = await database.sql<{ id: number }>('select id::int as id from accounts where not is_seller order by id limit 1');
    for (const accountId of [2_000_000_000, buyer?.id ?? 2_000_000_001]) {
      expect((await post({ logType: 'seller viewed', accountId })).status).toBe(404);
      expect(await counts(accountId)).toEqual([]);
      expect(await logRows(accountId)).toEqual([]);
    }
  });

  it.each([
    ['a listing log type', { logType: 'details viewed', accountId: 1 }],
    ['a lead', { logType: 'email lead', accountId: 1 }],
    ['an account id as text', { logType: 'seller viewed', accountId: '1' }],
    ['an id past what a bigint holds', { logType: 'seller viewed', accountId: 2 ** 60 }],
    ['no account', { logType: 'seller viewed' }],
    ['a broken body', '{"logType": "seller viewed",'],
  ])('answers %s with 400 and counts nothing', async (_name, body) => {
    const before = await database.sql<{ n: number }>('select coalesce(sum(count), 0)::int as n from account_daily_stats');
    expect((await post(body)).status).toBe(400);
    expect(await database.sql<{ n: number }>('select coalesce(sum(count), 0)::int as n from account_daily_stats')).toEqual(before);
  });

  it('never loses a count when events for one account arrive at once', async () => {
    const accountId = await seller(1);
    const results = await Promise.all(Array.from({ length: 8 }, () => recordAccountEvent({ logType: 'seller results', accountId, siteId: 1, ipAddress: null })));
    expect(results.every(Boolean)).toBe(true);
    expect(await counts(accountId)).toEqual([{ log_type: 'seller results', count: 8, today: true }]);
  });

  it('joins a caller\'s transaction: when the caller rolls back, neither the row nor the count stays', async () => {
    const accountId = await seller(2);
    await expect(
      db().transaction(async (tx) => {
        await recordAccountEvent({ logType: 'seller viewed', accountId, siteId: 1, ipAddress: null }, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counts(accountId)).toEqual([]);
    expect(await logRows(accountId)).toEqual([]);
  });
});
