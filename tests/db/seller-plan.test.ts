import { describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from './helpers';
import { call, newSeller, params, published } from './seller-workspace';
import { newUserSession } from './user-session';

// The seller's plan and upgrade requests (docs/seller-workspace.md): what the plan includes, and
// requests kept for the sales team, one open request per plan or per listing and upgrade.

const database = useTestDatabase();
const plan = await import('@/app/api/seller/plan/route');
const ask = (cookie: string, body: unknown) => plan.POST(call(cookie, '/api/seller/plan', 'POST', body), params());

describe(`seller plans on ${inject('databaseEngine')}`, () => {
  it('shows a new seller the free plan and what it includes', async () => {
    const { cookie } = await newSeller();
    const { data } = await (await plan.GET(call(cookie, '/api/seller/plan'), params())).json();
    expect(data).toEqual({ plan: { id: 'free', tier: 3, features: ['photoGallery'] }, openRequests: [] });
  });

  it('keeps one open request per plan or listing upgrade, for the seller\'s own listings only', async () => {
    const { cookie, accountId } = await newSeller();
    const other = await newSeller();
    const listingId = await published(cookie);
    const theirs = await published(other.cookie);
    const first = await ask(cookie, { requested: 'premium', message: 'Please call me about premium.' });
    expect(first.status).toBe(201);
    const again = await ask(cookie, { requested: 'premium' });
    expect((await again.json()).data.requestId).toBe((await first.json()).data.requestId);
    expect((await ask(cookie, { requested: 'gold' })).status).toBe(422);
    expect((await ask(cookie, { requested: 'premium', listingId })).status).toBe(422);
    expect((await ask(cookie, { requested: 'gold', listingId })).status).toBe(201);
    expect((await ask(cookie, { requested: 'diamond', listingId: theirs })).status).toBe(404);
    const stored = await database.sql<{ requested: string; listing_id: string | null }>('select requested, listing_id from upgrade_requests where account_id = $1 order by id', [accountId]);
    expect(stored.map((r) => [r.requested, r.listing_id === null ? null : Number(r.listing_id)])).toEqual([['premium', null], ['gold', listingId]]);
    const { data } = await (await plan.GET(call(cookie, '/api/seller/plan'), params())).json();
    expect(data.openRequests).toHaveLength(2);
  });

  it('refuses a buyer', async () => {
    const { cookie } = await newUserSession();
    expect((await ask(cookie, { requested: 'premium' })).status).toBe(403);
  });
});
