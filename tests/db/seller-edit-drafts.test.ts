import { describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from './helpers';
import { call, newSeller, params, published, saveStep } from './seller-workspace';

// Changing a published listing through the add-listing form (docs/seller-workspace.md): a draft of
// changes starts as the listing's form, is saved step by step like any draft, and publishing it saves
// the changes on the listing (no second listing); another seller's listing is a 404 and nothing changes.

const database = useTestDatabase();
const edit = await import('@/app/api/seller/listings/[id]/edit/route');
const publish = await import('@/app/api/seller/drafts/[id]/publish/route');
const drafts = await import('@/app/api/seller/drafts/route');
const listing = await import('@/app/api/seller/listings/[id]/route');

const row = async (id: number) =>
  (await database.sql<{ title: string; price: number | null; account_id: number; price_change_amount: number | null }>(
    'select title, price::float8, account_id, price_change_amount::float8 from listings where id = $1', [id]))[0];
const listingCount = async (accountId: number) => (await database.sql<{ n: number }>('select count(*)::int as n from listings where account_id = $1', [accountId]))[0]?.n;

describe(`changing a published listing through its form on ${inject('databaseEngine')}`, () => {
  it('starts from the listing as it is, keeps one open draft of changes per listing, and saves the changes on the listing', async () => {
    const { cookie, accountId } = await newSeller();
    const id = await published(cookie);
    const started = await edit.POST(call(cookie, `/api/seller/listings/${id}/edit`, 'POST'), params({ id }));
    expect(started.status).toBe(200);
    const { data: draft } = await started.json();
    expect(draft).toMatchObject({ editsListingId: id, publishedListingId: null });
    expect(draft.data.description.title).toBe('Llano River hunting ranch');
    expect(draft.data.price).toMatchObject({ asking: 'price', price: 450000, acres: 120 });

    // Saved like any draft; asking again gives the same draft with what was saved.
    expect((await saveStep(cookie, draft.id, 'price', { asking: 'price', price: '415,000', acres: 120, propertyTypes: ['RANCH'] })).status).toBe(200);
    const again = await (await edit.POST(call(cookie, `/api/seller/listings/${id}/edit`, 'POST'), params({ id }))).json();
    expect(again.data.id).toBe(draft.id);
    expect(again.data.data.price.price).toBe(415000);
    // Listed among the unfinished ones, as changes to that listing.
    const open = await (await drafts.GET(call(cookie, '/api/seller/drafts'), params())).json();
    expect(open.data.find((d: { id: number }) => d.id === draft.id)).toMatchObject({ editsListingId: id });
    // The listing is unchanged until the changes are published.
    expect(await row(id)).toMatchObject({ price: 450000 });

    const before = await listingCount(accountId);
    const answer = await publish.POST(call(cookie, `/api/seller/drafts/${draft.id}/publish`, 'POST'), params({ id: draft.id }));
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({ listingId: id, href: expect.stringMatching(new RegExp(`/${id}/$`)) });
    expect(await row(id)).toMatchObject({ price: 415000, price_change_amount: -35000 });
    expect(await listingCount(accountId)).toBe(before);
    const events = await database.sql<{ kind: string }>("select kind from listing_events where listing_id = $1 and kind = 'price'", [id]);
    expect(events).toHaveLength(1);
    // Done: a second publish answers the listing and changes nothing; a new edit starts a new draft.
    expect((await publish.POST(call(cookie, `/api/seller/drafts/${draft.id}/publish`, 'POST'), params({ id: draft.id }))).status).toBe(200);
    expect(await listingCount(accountId)).toBe(before);
    const next = await (await edit.POST(call(cookie, `/api/seller/listings/${id}/edit`, 'POST'), params({ id }))).json();
    expect(next.data.id).not.toBe(draft.id);
    expect(next.data.data.price.price).toBe(415000);
  });

  it("answers 404 for another seller's listing, a deleted or no listing, and keeps refused changes off the listing", async () => {
    const { cookie } = await newSeller();
    const other = await newSeller();
    const id = await published(cookie);
    for (const [who, target] of [[other.cookie, id], [cookie, 987_654_321]] as const) {
      expect((await edit.POST(call(who, `/api/seller/listings/${target}/edit`, 'POST'), params({ id: target }))).status).toBe(404);
    }
    expect((await database.sql('select 1 from listing_drafts where edits_listing_id = $1', [id]))).toHaveLength(0);
    // A change the checks refuse (the pin outside the county) is not kept, and the listing stays as it was.
    const { data: draft } = await (await edit.POST(call(cookie, `/api/seller/listings/${id}/edit`, 'POST'), params({ id }))).json();
    expect((await saveStep(cookie, draft.id, 'place', { ...draft.data.place, latitude: 35.2, longitude: -101.8 })).status).toBe(422);
    expect((await publish.POST(call(cookie, `/api/seller/drafts/${draft.id}/publish`, 'POST'), params({ id: draft.id }))).status).toBe(200);
    expect(await row(id)).toMatchObject({ title: 'Llano River hunting ranch', price: 450000 });
    // A deleted listing is not edited.
    expect((await listing.DELETE(call(cookie, `/api/seller/listings/${id}`, 'DELETE'), params({ id }))).status).toBe(200);
    expect((await edit.POST(call(cookie, `/api/seller/listings/${id}/edit`, 'POST'), params({ id }))).status).toBe(404);
  });
});
