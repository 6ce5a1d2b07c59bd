import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { clearFinanceCache, financeByLocationData, financeCenterFullInfo, readLendersFor } from '@/lib/finance/server';
import { deliverMailWithoutQueue, useTestDatabase } from './helpers';

// The finance center (docs/finance.md): a center's content and the lenders of a place, the most local
// first, both null for anything that is not one; the finance contact form stored and mailed to the
// center in one transaction.

const database = useTestDatabase();
const leadRoute = await import('@/app/api/finance-leads/route');
const infoRoute = await import('@/app/api/content/financeCenterFullInfo/[id]/route');
const placeRoute = await import('@/app/api/location/financeByLocationData/[type]/[stateId]/[ids]/route');
let address = 80;

const LLANO = 48299;
const host = 'rec.localhost:3000';

function send(body: unknown) {
  address += 1;
  return leadRoute.POST(new Request(`http://${host}/api/finance-leads`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { host, 'content-type': 'application/json', [PEER_HEADER]: peerStamp(`198.51.100.${address}`) },
  }), { params: Promise.resolve({}) });
}
const get = (route: typeof infoRoute | typeof placeRoute, path: string, params: Record<string, string>) =>
  route.GET(new Request(`http://${host}${path}`, { headers: { host } }), { params: Promise.resolve(params) });
const email = () => `finance.${Math.random().toString(36).slice(2)}@example.com`;
const lead = (over: Record<string, unknown> = {}) => ({
  financeCenterId: 7, name: 'Dana Buyer', email: email(), phone: '(512) 555-0142', loanAmount: '225,000', state: 'TX',
  message: 'Looking at a 40-acre tract.', consent: true, listingId: null, website: '', ...over,
});
const stored = (to: string) => database.sql<{ site_id: number; finance_center_id: number; loan_amount: number | null; state_abbreviation: string | null; consent: boolean; listing_id: number | null }>(
  'select site_id, finance_center_id, loan_amount, state_abbreviation, consent, listing_id from finance_leads where email = $1', [to]);
/** The center's copies of a visitor's requests (their address is in the text). */
const mails = (from: string) => database.sql<{ to: string; subject: string; text: string }>(`select "to", subject, text from mail_outbox where position($1 in text) > 0`, [`Email: ${from}`]);

beforeAll(() => deliverMailWithoutQueue(database.sql));

describe(`finance centers on ${inject('databaseEngine')}`, () => {
  it("financeCenterFullInfo gives a center's content with its loan programs", async () => {
    const center = await financeCenterFullInfo('7');
    expect(center).toMatchObject({ id: 7, name: 'Wildshore Land Finance', scope: 'default', takesLeads: true, serves: null });
    expect(center?.loanPrograms.length).toBeGreaterThan(0);
    expect(center?.loanPrograms[0]).toMatchObject({ name: expect.any(String), rateFrom: expect.any(Number) });
  });

  it.each([['an unknown id', '999999'], ['zero', '0'], ['garbage', 'abc'], ['a negative id', '-7'], ['an overflow', '99999999999999999999'], ['SQL', "7' or 1=1"]])(
    'financeCenterFullInfo answers null for %s', async (_, id) => {
      expect(await financeCenterFullInfo(id)).toBeNull();
    });

  it('lists the lenders of a county most local first: the county, its region, the state, then everywhere', async () => {
    const lenders = await readLendersFor({ locationType: 'county', stateId: 48, ids: [LLANO] });
    expect(lenders.map((l) => l.scope)).toEqual(['county', 'region', 'state', 'default', 'default', 'default']);
    expect(lenders.slice(0, 3).map((l) => l.serves)).toEqual(['Llano County, TX', 'Hill Country, TX', 'Texas']);
  });

  it("a state's lenders leave out other states' and every county's and region's", async () => {
    const texas = await readLendersFor({ locationType: 'state', stateId: 48, ids: [] });
    expect(texas.map((l) => l.name)).toContain('Lone Star Rural Lending');
    expect(texas.some((l) => l.scope === 'county' || l.scope === 'region')).toBe(false);
    const montana = await readLendersFor({ locationType: 'state', stateId: 30, ids: [] });
    expect(montana.map((l) => l.name)).toEqual(expect.arrayContaining(['Big Sky Ranch Lending']));
    expect(montana.map((l) => l.name)).not.toContain('Lone Star Rural Lending');
    const everywhere = await readLendersFor({ locationType: 'default', stateId: 0, ids: [] });
    expect(everywhere.every((l) => l.scope === 'default')).toBe(true);
  });

  it('financeByLocationData answers for a place and null for paths that name none', async () => {
    expect((await financeByLocationData('county', '48', String(LLANO)))?.lenders[0]?.name).toBe('Llano Valley Ag Credit');
    expect((await financeByLocationData('state', '48', '0'))?.lenders.length).toBeGreaterThan(3);
    for (const [type, state, ids] of [['planet', '48', '0'], ['state', '99', '0'], ['state', '0', '0'], ['county', '48', 'x-y'], ['county', '48', '1--2'], ['state', '4.8', '0']] as const) {
      expect(await financeByLocationData(type, state, ids)).toBeNull();
    }
  });

  it('the HTTP calls answer JSON, cached when found and null with a 404 no one caches when not', async () => {
    const found = await get(infoRoute, '/api/content/financeCenterFullInfo/3', { id: '3' });
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('public, max-age=300');
    expect(((await found.json()) as { name: string }).name).toBe('Acrewise Land Loans');
    const missing = await get(infoRoute, '/api/content/financeCenterFullInfo/nope', { id: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.json()).toBeNull();
    const place = await get(placeRoute, '/api/location/financeByLocationData/region/48/1', { type: 'region', stateId: '48', ids: 'garbage' });
    expect(place.status).toBe(404);
    expect(await place.json()).toBeNull();
  });

  it('a database failure is null, not a 500, and is not remembered', async () => {
    clearFinanceCache();
    await database.sql('alter table finance_centers rename to finance_centers_away');
    try {
      expect(await financeCenterFullInfo('5')).toBeNull();
      const answer = await get(infoRoute, '/api/content/financeCenterFullInfo/5', { id: '5' });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toBeNull();
    } finally {
      await database.sql('alter table finance_centers_away rename to finance_centers');
    }
    expect((await financeCenterFullInfo('5'))?.name).toBe('Fieldstead Farm Credit');
  });
});

describe(`finance contact requests on ${inject('databaseEngine')}`, () => {
  it("stores the request and mails it to the center, replying to the visitor, with the listing they came from", async () => {
    const [listing] = await database.sql<{ id: string }>('select id from listings where deleted_at is null order by id limit 1');
    const body = lead({ listingId: Number(listing?.id) });
    expect((await send(body)).status).toBe(200);
    expect(await stored(body.email)).toEqual([{ site_id: 3, finance_center_id: 7, loan_amount: 225000, state_abbreviation: 'TX', consent: true, listing_id: Number(listing?.id) }]);
    const [mail] = await mails(body.email);
    expect(mail?.to).toBe('lender-7@finance.example.com');
    expect(mail?.subject).toBe('Financing request from Dana Buyer via Wildshore');
    expect(mail?.text).toContain('Loan amount: $225,000');
    expect(mail?.text).toMatch(/They were looking at this listing: http:\/\/rec\.localhost:3000\/[a-z-]+\/pid\/\d+\n/);
    expect(mail?.text).toContain('Dana Buyer agreed to be contacted about financing.');
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['a bad email', { email: 'dana@' }, 'email'],
    ['a loan amount that is no number', { loanAmount: 'lots' }, 'loanAmount'],
    ['a state that is none', { state: 'XX' }, 'state'],
    ['HTML in the message', { message: '<b>now</b>' }, 'message'],
    ['an empty message', { message: '  ' }, 'message'],
  ])('refuses %s with a message for that field, storing and sending nothing', async (_, over, field) => {
    const body = lead(over);
    const answer = await send(body);
    expect(answer.status).toBe(422);
    expect(JSON.stringify(await answer.json())).toContain(field);
    if (String(body.email).includes('.')) expect(await stored(String(body.email))).toEqual([]);
  });

  it('refuses a center that is none with 422 and stores nothing', async () => {
    const body = lead({ financeCenterId: 424242 });
    const answer = await send(body);
    expect(answer.status).toBe(422);
    expect(await stored(body.email)).toEqual([]);
    expect(await mails(body.email)).toEqual([]);
  });

  it("answers a bot that filled the honeypot as sent and keeps nothing", async () => {
    const body = lead({ website: 'http://spam.example.com' });
    expect((await send(body)).status).toBe(200);
    expect(await stored(body.email)).toEqual([]);
  });
});
