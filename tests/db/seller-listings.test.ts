import { describe, expect, inject, it } from 'vitest';
import { likeListing } from '@/lib/accounts/favorites';
import { listingExists } from '@/lib/analytics/record-listing-event';
import { readLeadListing } from '@/lib/leads/server';
import { purgeDeletedListings, restoreListing, sellerScope, type SellerScope } from '@/lib/listing-editor/server';
import { getListingDetail } from '@/lib/listings/detail';
import { db } from '@/lib/db/client';
import { defaultCriteria } from '@/lib/search/criteria';
import { searchListings } from '@/lib/search/search-listings';
import { useTestDatabase } from './helpers';
import { call, completeDraft, countyNamed, newDraft, newSeller, params, published, saveStep } from './seller-workspace';
import { apiRequest, newUserSession } from './user-session';

// The seller workspace's listing API (docs/seller-workspace.md): becoming a seller, drafts saved step
// by step, publishing with the place checked against our geography, editing, price and status changes
// with their history, delete and restore; and that nobody else's session can touch any of it.

const database = useTestDatabase();

const account = await import('@/app/api/seller/account/route');
const drafts = await import('@/app/api/seller/drafts/route');
const draft = await import('@/app/api/seller/drafts/[id]/route');
const publish = await import('@/app/api/seller/drafts/[id]/publish/route');
const listing = await import('@/app/api/seller/listings/[id]/route');
const status = await import('@/app/api/seller/listings/[id]/status/route');
const price = await import('@/app/api/seller/listings/[id]/price/route');
const restore = await import('@/app/api/seller/listings/[id]/restore/route');

const listingRow = async (id: number) =>
  (await database.sql<{ market_status: number; price: number | null; deleted_at: Date | null; sold_date: string | null; sales_price: number | null; price_change_amount: number | null; title: string }>(
    'select market_status, price::float8, deleted_at, sold_date::text, sales_price::float8, price_change_amount::float8, title from listings where id = $1', [id]))[0];
const events = (id: number) => database.sql<{ kind: string; price: number | null; previous_price: number | null; market_status: number | null; previous_market_status: number | null }>(
  'select kind, price::float8, previous_price::float8, market_status, previous_market_status from listing_events where listing_id = $1 order by id', [id]);

describe(`seller listings on ${inject('databaseEngine')}`, () => {
  it('refuses a visitor without a session (401) and a buyer (403, offered to become a seller); a buyer who becomes one can start a listing', async () => {
    expect((await drafts.POST(apiRequest('land', '/api/seller/drafts', { method: 'POST' }), params())).status).toBe(401);
    const { cookie, userId } = await newUserSession();
    const refused = await drafts.POST(call(cookie, '/api/seller/drafts', 'POST'), params());
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0]).toMatch(/Become a seller/);
    expect(await database.sql('select id from listing_drafts where user_id = $1', [userId])).toHaveLength(0);

    const became = await account.POST(call(cookie, '/api/seller/account', 'POST', { memberType: 'PropertyOwner' }), params());
    expect(became.status).toBe(201);
    const [row] = await database.sql<{ account_type: number; member_type: string; is_seller: boolean }>(
      'select a.account_type, a.member_type, a.is_seller from users u join accounts a on a.id = u.account_id where u.id = $1', [userId]);
    expect(row).toEqual({ account_type: 11, member_type: 'PropertyOwner', is_seller: true });
    // Becoming a seller twice keeps the one account.
    const again = await account.POST(call(cookie, '/api/seller/account', 'POST', { memberType: 'Broker' }), params());
    expect((await again.json()).data.accountId).toBe((await became.json()).data.accountId);
    expect((await drafts.POST(call(cookie, '/api/seller/drafts', 'POST'), params())).status).toBe(201);
  });

  it('saves each step checked by its schema, with SPEC §5 messages, and resumes the draft as saved', async () => {
    const { cookie } = await newSeller();
    const id = await newDraft(cookie);
    const bad = await saveStep(cookie, id, 'price', { asking: 'price', price: '-5', acres: 'many', propertyTypes: ['FARM', 'RANCH', 'HORSE', 'HUNTING'] });
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields).toEqual({
      'price': 'This value must be at least 100.', 'acres': 'Please enter a number.', 'propertyTypes': 'This value must be at most 3.',
    });
    const html = await saveStep(cookie, id, 'description', { title: '<b>Ranch</b>', description: 'Call me at owner@example.com' });
    expect(html.status).toBe(422);
    expect(Object.keys((await html.json()).fields).sort()).toEqual(['description', 'title']);
    expect((await saveStep(cookie, id, 'nonsense', {})).status).toBe(404);

    expect((await saveStep(cookie, id, 'price', { asking: 'auction', acres: '40.5', propertyTypes: ['FARM'] })).status).toBe(200);
    const resumed = await draft.GET(call(cookie, `/api/seller/drafts/${id}`), params({ id }));
    expect((await resumed.json()).data.data.price).toEqual({ asking: 'auction', acres: 40.5, propertyTypes: ['FARM'] });
  });

  it('publishes only a whole draft whose pin lies in its county, then shows it like any listing', async () => {
    const { cookie, accountId } = await newSeller();
    const empty = await newDraft(cookie);
    const incomplete = await publish.POST(call(cookie, `/api/seller/drafts/${empty}/publish`, 'POST'), params({ id: empty }));
    expect(incomplete.status).toBe(422);
    expect((await incomplete.json()).fields).toMatchObject({ 'place.stateId': 'This field is required.', 'description.title': 'This field is required.' });

    const travis = await countyNamed(48, 'travis-county');
    const llano = await countyNamed(48, 'llano-county');
    const pinnedElsewhere = { stateId: 48, countyId: llano.id, latitude: travis.latitude, longitude: travis.longitude };
    // The place step says so at once...
    const elsewhere = await completeDraft(cookie);
    const refused = await saveStep(cookie, elsewhere, 'place', pinnedElsewhere);
    expect(refused.status).toBe(422);
    expect((await refused.json()).fields).toEqual({ latitude: 'The map pin is in Travis County, not in Llano County. Move the pin onto the property or choose its county.' });
    // ...and publishing checks again whatever the draft holds (a draft saved before the county's shape changed, say).
    await database.sql(`update listing_drafts set data = jsonb_set(data, '{place}', $1::jsonb) where id = $2`, [JSON.stringify({ ...pinnedElsewhere, city: '', address1: '', zip: '' }), elsewhere]);
    const outside = await publish.POST(call(cookie, `/api/seller/drafts/${elsewhere}/publish`, 'POST'), params({ id: elsewhere }));
    expect(outside.status).toBe(422);
    expect((await outside.json()).fields['place.latitude']).toBe('The map pin is in Travis County, not in Llano County. Move the pin onto the property or choose its county.');

    const before = await database.sql('select id from listings where account_id = $1', [accountId]);
    const id = await completeDraft(cookie);
    const response = await publish.POST(call(cookie, `/api/seller/drafts/${id}/publish`, 'POST'), params({ id }));
    expect(response.status).toBe(201);
    const { listingId } = (await response.json()).data;
    // Publishing again makes nothing new.
    const twice = await publish.POST(call(cookie, `/api/seller/drafts/${id}/publish`, 'POST'), params({ id }));
    expect((await twice.json()).data.listingId).toBe(listingId);
    expect(await database.sql('select id from listings where account_id = $1', [accountId])).toHaveLength(before.length + 1);

    const [row] = await database.sql<Record<string, unknown>>(
      `select market_status, sale_type, price::float, acres::float, price_per_acre::float, state_id, county_id, canonical_location, property_types,
        owner_financing, owner_financing_terms, listing_level from listings where id = $1`, [listingId]);
    expect(row).toMatchObject({
      market_status: 1, sale_type: 1, price: 450000, acres: 120, price_per_acre: 3750, state_id: 48, county_id: 48299,
      canonical_location: 'llano-county-texas', property_types: 2 | 128, owner_financing: true, owner_financing_terms: '10% down, 7% over 15 years', listing_level: 3,
    });
    expect(await events(listingId)).toEqual([{ kind: 'listed', price: 450000, previous_price: null, market_status: 1, previous_market_status: null }]);
    const [count] = await database.sql<{ active_listing_count: number }>('select active_listing_count from accounts where id = $1', [accountId]);
    expect(count?.active_listing_count).toBe(1);
  });

  it('records a price change and each status change in the history; a sale needs its date and is final', async () => {
    const { cookie } = await newSeller();
    const id = await published(cookie);
    const cut = await price.POST(call(cookie, `/api/seller/listings/${id}/price`, 'POST', { asking: 'price', price: 399000 }), params({ id }));
    expect((await cut.json()).data).toEqual({ changed: true });
    expect((await listingRow(id))?.price_change_amount).toBe(-51000);
    const same = await price.POST(call(cookie, `/api/seller/listings/${id}/price`, 'POST', { asking: 'price', price: 399000 }), params({ id }));
    expect((await same.json()).data).toEqual({ changed: false });

    const pending = await status.POST(call(cookie, `/api/seller/listings/${id}/status`, 'POST', { status: 'UNDER_CONTRACT' }), params({ id }));
    expect(pending.status).toBe(200);
    const noDate = await status.POST(call(cookie, `/api/seller/listings/${id}/status`, 'POST', { status: 'SOLD' }), params({ id }));
    expect(noDate.status).toBe(422);
    expect((await noDate.json()).fields).toEqual({ soldDate: 'This field is required.' });
    const today = new Date().toISOString().slice(0, 10);
    const sold = await status.POST(call(cookie, `/api/seller/listings/${id}/status`, 'POST', { status: 'SOLD', soldDate: today, soldPrice: '390,000' }), params({ id }));
    expect(sold.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ market_status: 4, sold_date: today, sales_price: 390000 });
    const back = await status.POST(call(cookie, `/api/seller/listings/${id}/status`, 'POST', { status: 'AVAILABLE' }), params({ id }));
    expect(back.status).toBe(422);
    expect((await events(id)).map((e) => [e.kind, e.previous_price, e.price, e.previous_market_status, e.market_status])).toEqual([
      ['listed', null, 450000, null, 1],
      ['price', 450000, 399000, null, null],
      ['status', null, 399000, 1, 2],
      ['status', null, 399000, 2, 4],
    ]);
  });

  it('edits the whole listing from the form it reads, and a new price is a price change', async () => {
    const { cookie } = await newSeller();
    const id = await published(cookie);
    const read = await listing.GET(call(cookie, `/api/seller/listings/${id}`), params({ id }));
    const { form } = (await read.json()).data;
    expect(form.price).toEqual({ asking: 'price', price: 450000, acres: 120, propertyTypes: ['RANCH', 'HUNTING'] });
    const saved = await listing.PUT(call(cookie, `/api/seller/listings/${id}`, 'PUT', {
      ...form, price: { ...form.price, price: 425000 }, description: { ...form.description, title: 'Llano River ranch with creek' },
    }), params({ id }));
    expect(saved.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ price: 425000, title: 'Llano River ranch with creek', price_change_amount: -25000 });
    expect((await events(id)).map((e) => e.kind)).toEqual(['listed', 'price']);
  });

  it('deletes a listing out of every public read and restores it with its status within 30 days, then purges it', async () => {
    const { cookie, userId } = await newSeller();
    const id = await published(cookie);
    await status.POST(call(cookie, `/api/seller/listings/${id}/status`, 'POST', { status: 'UNDER_CONTRACT' }), params({ id }));
    expect((await listing.DELETE(call(cookie, `/api/seller/listings/${id}`, 'DELETE'), params({ id }))).status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ market_status: 0 });
    // Gone from the editor and the status actions too, until restored.
    expect((await listing.GET(call(cookie, `/api/seller/listings/${id}`), params({ id }))).status).toBe(404);
    expect((await restore.POST(call(cookie, `/api/seller/listings/${id}/restore`, 'POST'), params({ id }))).status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ market_status: 2, deleted_at: null });

    await listing.DELETE(call(cookie, `/api/seller/listings/${id}`, 'DELETE'), params({ id }));
    const scope = (await sellerScope(userId)) as SellerScope;
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await restoreListing(scope, id, later)).toBe(false);
    expect(await purgeDeletedListings(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await listingRow(id)).toBeUndefined();
  });

  it('shows a deleted listing nowhere: its page, a search by its id or county, likes, leads and logs', async () => {
    const { cookie } = await newSeller();
    const { userId: buyer } = await newUserSession();
    const id = await published(cookie);
    const everywhere = async () => [
      (await getListingDetail(id)) !== null,
      (await searchListings(defaultCriteria({ propertyId: id, marketStatuses: [1, 2, 3, 4] }), { now: new Date() })).listings.some((l) => l.id === id),
      (await searchListings(defaultCriteria({ countyIdList: [48299] }), { now: new Date(), pageSize: 200 })).listings.some((l) => l.id === id),
      await likeListing(buyer, id),
      (await readLeadListing(db(), id)) !== null,
      await listingExists(id),
    ];
    expect(await everywhere()).toEqual([true, true, true, true, true, true]);
    await listing.DELETE(call(cookie, `/api/seller/listings/${id}`, 'DELETE'), params({ id }));
    expect(await everywhere()).toEqual([false, false, false, false, false, false]);
  });

  it('answers 404 to every read and write of another seller\'s draft or listing, and changes nothing', async () => {
    const owner = await newSeller();
    const other = await newSeller();
    const id = await published(owner.cookie);
    const draftId = await completeDraft(owner.cookie);
    const before = { listing: await listingRow(id), events: await events(id) };
    const answers = [
      await draft.GET(call(other.cookie, `/api/seller/drafts/${draftId}`), params({ id: draftId })),
      await saveStep(other.cookie, draftId, 'price', { asking: 'contact', acres: 1, propertyTypes: ['FARM'] }),
      await publish.POST(call(other.cookie, `/api/seller/drafts/${draftId}/publish`, 'POST'), params({ id: draftId })),
      await draft.DELETE(call(other.cookie, `/api/seller/drafts/${draftId}`, 'DELETE'), params({ id: draftId })),
      await listing.GET(call(other.cookie, `/api/seller/listings/${id}`), params({ id })),
      await listing.PUT(call(other.cookie, `/api/seller/listings/${id}`, 'PUT', {}), params({ id })),
      await price.POST(call(other.cookie, `/api/seller/listings/${id}/price`, 'POST', { asking: 'contact' }), params({ id })),
      await status.POST(call(other.cookie, `/api/seller/listings/${id}/status`, 'POST', { status: 'OFF_MARKET' }), params({ id })),
      await listing.DELETE(call(other.cookie, `/api/seller/listings/${id}`, 'DELETE'), params({ id })),
      await restore.POST(call(other.cookie, `/api/seller/listings/${id}/restore`, 'POST'), params({ id })),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(404));
    expect({ listing: await listingRow(id), events: await events(id) }).toEqual(before);
    const resumed = await draft.GET(call(owner.cookie, `/api/seller/drafts/${draftId}`), params({ id: draftId }));
    expect((await resumed.json()).data.data.price.asking).toBe('price');
  });

  it('lets a corporate master manage its agents\' listings, and an agent only its own', async () => {
    const [pair] = await database.sql<{ master: string; agent: string; listing: string; other_agent_listing: string | null }>(`
      select m.id as master, c.id as agent, l.id as listing,
        (select l2.id from listings l2 where l2.parent_account_id = m.id and l2.account_id <> c.id and l2.market_status in (1, 2) limit 1) as other_agent_listing
      from accounts m join accounts c on c.parent_account_id = m.id join listings l on l.account_id = c.id
      where m.account_type in (3, 41, 51) and l.market_status in (1, 2) limit 1`);
    if (!pair) throw new Error('the seed has no corporate office with an agent listing');
    const master = await newUserSession();
    await database.sql('update users set account_id = $1, account_type = (select account_type from accounts where id = $1) where id = $2', [pair.master, master.userId]);
    const agent = await newUserSession();
    await database.sql('update users set account_id = $1, account_type = 4 where id = $2', [pair.agent, agent.userId]);

    const id = Number(pair.listing);
    expect((await listing.GET(call(master.cookie, `/api/seller/listings/${id}`), params({ id }))).status).toBe(200);
    expect((await listing.GET(call(agent.cookie, `/api/seller/listings/${id}`), params({ id }))).status).toBe(200);
    if (pair.other_agent_listing !== null) {
      const otherId = Number(pair.other_agent_listing);
      expect((await listing.GET(call(agent.cookie, `/api/seller/listings/${otherId}`), params({ id: otherId }))).status).toBe(404);
    }
  });

  it('refuses a photo or document the seller did not upload', async () => {
    const { cookie } = await newSeller();
    const id = await completeDraft(cookie);
    const [seeded] = await database.sql<{ id: string }>("select id from documents where content_type like 'image/%' limit 1");
    await saveStep(cookie, id, 'media', { photos: [{ documentId: Number(seeded?.id), alt: 'Front gate' }] });
    const response = await publish.POST(call(cookie, `/api/seller/drafts/${id}/publish`, 'POST'), params({ id }));
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ 'media.photos': 'A photo is not one you uploaded.' });
  });
});
