import { describe, expect, inject, it } from 'vitest';
import { recordListingEvent } from '@/lib/analytics/server';
import { listingStatsSchema, myListingsPageSchema, statsDayChoices } from '@/lib/listing-editor';
import { useTestDatabase } from './helpers';
import { call, newSeller, params, published } from './seller-workspace';

// The numbers page's calls as the browser reads them (docs/seller-numbers.md): the real routes' answers
// go through the browser's schemas, so the page never meets an answer it would take for a failure.

const database = useTestDatabase();
const list = await import('@/app/api/seller/listings/route');
const stats = await import('@/app/api/seller/listings/[id]/stats/route');

describe(`the numbers page's answers on ${inject('databaseEngine')}`, () => {
  it('reads the seller\'s listings and a listing\'s numbers for each period through the browser\'s schemas', async () => {
    const { cookie, accountId } = await newSeller();
    const id = await published(cookie);
    for (const logType of ['details viewed', 'details viewed', 'flyers printed'] as const) await recordListingEvent({ listingId: id, logType, siteId: 1, ipAddress: null });
    // A lead counts from the inbox's own row, as the buyer's message stored it.
    await database.sql("insert into leads (site_id, listing_id, account_id, sender_name, sender_email, message, lead_source) values (1, $1, $2, 'Casey Buyer', 'casey@example.com', 'Is the road paved?', 'listing detail')", [id, accountId]);

    const listings = myListingsPageSchema.parse((await (await list.GET(call(cookie, '/api/seller/listings?status=all&sort=updated&page=1'), params())).json()).data);
    expect(listings.rows.map((row) => row.id)).toEqual([id]);

    for (const days of statsDayChoices) {
      const answer = await stats.GET(call(cookie, `/api/seller/listings/${id}/stats?days=${days}`), params({ id }));
      expect(answer.status).toBe(200);
      const parsed = listingStatsSchema.safeParse((await answer.json()).data);
      expect(parsed.error).toBeUndefined();
      expect(parsed.data?.dates).toHaveLength(days);
      expect(parsed.data?.totals).toMatchObject({ views: 2, leads: 1, flyerPrints: 1, phoneReveals: 0 });
    }
  });
});
