import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { resetLimiters } from '@/lib/rate-limit';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();

const leads = await import('@/app/api/leads/route');
const reports = await import('@/app/api/listing-reports/route');
const feedback = await import('@/app/api/feedback/route');
const friends = await import('@/app/api/send-to-friend/route');
const phone = await import('@/app/api/validation/validatePhoneNumber/[phone]/route');

const noParams = { params: Promise.resolve({}) };
let address = 10;

/** A POST from a fresh client address (each test its own, so per-address limits never meet). */
function post(route: { POST: (r: Request, c: typeof noParams) => Promise<Response> }, path: string, body: unknown, contentType = 'application/json') {
  address += 1;
  return route.POST(
    new Request(`http://land.localhost:3000${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { host: 'land.localhost:3000', 'content-type': contentType, [PEER_HEADER]: peerStamp(`198.51.100.${address}`) },
    }),
    noParams,
  );
}

interface ListingRow { id: number; account_id: number; title: string; email: string }
let listing: ListingRow;

const email = () => `route.${Math.random().toString(36).slice(2)}@example.com`;
const leadBody = (over: Record<string, unknown> = {}) => ({
  name: 'Dana Buyer', email: email(), phone: '', message: 'Is the road paved?', wantsFinancing: false, website: '',
  payload: {
    siteId: 1, leadSource: 'listing detail', brokerId: listing.account_id, stateId: 48, countyId: 48299, listingId: listing.id, siteListingId: null,
    externalSourceId: null, partnerId: null, price: 1, acres: 1, listingLevel: 20, listingUpgradeLevel: 0, propertyTitle: listing.title,
  },
  ...over,
});

describe(`visitor-form endpoints on ${inject('databaseEngine')}`, () => {
  beforeAll(async () => {
    resetLimiters();
    const [row] = await database.sql<ListingRow>(
      'select l.id, l.account_id, l.title, a.email from listings l join accounts a on a.id = l.account_id where l.market_status in (1, 2) and l.listing_level <> 3 and l.upgrade_level_id <> -10 and not a.is_free and a.is_active order by l.id limit 1',
    );
    if (!row) throw new Error('no listing takes leads');
    listing = row;
  });

  it('POST /api/leads stores a valid lead and answers { data: { success: true } }', async () => {
    const body = leadBody();
    const response = await post(leads, '/api/leads', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { success: true } });
    expect(await database.sql('select 1 from leads where sender_email = $1', [body.email])).toHaveLength(1);
  });

  it('answers bad fields with 422 and SPEC §5 messages per field, and stores nothing', async () => {
    const body = leadBody({ name: 'Dana', phone: '12', message: '' });
    const response = await post(leads, '/api/leads', body);
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.fields).toEqual({ name: 'Please enter valid full name.', phone: 'Please enter a validly formatted phone number.', message: 'This field is required.' });
    expect(answer.errors).toContain('name: Please enter valid full name.');
    expect(await database.sql('select 1 from leads where sender_email = $1', [body.email])).toHaveLength(0);
  });

  it('answers oversize fields, wrong types and broken bodies with 4xx and stores nothing', async () => {
    const oversize = leadBody({ message: 'x'.repeat(2001) });
    expect((await post(leads, '/api/leads', oversize)).status).toBe(422);
    expect((await post(leads, '/api/leads', leadBody({ wantsFinancing: 'yes' }))).status).toBe(422);
    expect((await post(leads, '/api/leads', '{not json')).status).toBe(400);
    expect((await post(leads, '/api/leads', 'name=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(leads, '/api/leads', { big: 'x'.repeat(20_000) })).status).toBe(413);
    expect(await database.sql('select 1 from leads where sender_email = $1', [oversize.email])).toHaveLength(0);
  });

  it('refuses a lead for an unknown listing with 422', async () => {
    const body = leadBody();
    const response = await post(leads, '/api/leads', { ...body, payload: { ...body.payload, listingId: 2_000_000_000 } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: ['This listing is not taking messages.'] });
  });

  it('limits leads per sender email across addresses', async () => {
    const sender = email();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post(leads, '/api/leads', leadBody({ email: sender, message: `Question ${i}` }))).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('POST /api/listing-reports and /api/feedback store their rows', async () => {
    const details = `wrong acreage ${Math.random()}`;
    expect((await post(reports, '/api/listing-reports', { reason: 'wrong-information', details, email: '', website: '', listingId: listing.id })).status).toBe(200);
    expect(await database.sql("select 1 from listing_reports where details = $1 and status = 'open' and site_id = 1", [details])).toHaveLength(1);
    const message = `nice site ${Math.random()}`;
    expect((await post(feedback, '/api/feedback', { message, email: 'dana@example.com', website: '', pageUrl: '/land/' })).status).toBe(200);
    expect(await database.sql("select 1 from feedback where message = $1 and page_url = '/land/'", [message])).toHaveLength(1);
    expect((await post(feedback, '/api/feedback', { message: 'x', email: '', website: '', pageUrl: 'https://evil.example/' })).status).toBe(422);
  });

  it('POST /api/send-to-friend mails the friend the listing link and logs send to friend', async () => {
    const friend = email();
    const shares = async () => (await database.sql<{ n: number }>("select coalesce(sum(count), 0)::int as n from listing_daily_stats where listing_id = $1 and log_type = 'send to friend'", [listing.id]))[0]?.n ?? 0;
    const before = await shares();
    expect((await post(friends, '/api/send-to-friend', { friendEmail: friend, senderName: 'Dana Buyer', note: 'Look at this one', website: '', listingId: listing.id })).status).toBe(200);
    const logged = await database.sql("select 1 from logs where log_type = 'send to friend' and listing_id = $1", [listing.id]);
    // Counted on the listing's day for the seller's numbers (docs/analytics.md).
    expect(await shares()).toBe(before + 1);
    expect(logged.length).toBeGreaterThanOrEqual(1);
    // Delivered right after the commit when no worker has created the mail queue, else queued as a job
    // (whether another test file started a worker on this database decides which): either holds the message.
    const mails = [
      ...(await database.sql<{ subject: string; text: string }>('select subject, text from mail_outbox where "to" = $1', [friend])),
      ...(await database.sql<{ subject: string; text: string }>(
        "select data->>'subject' as subject, data->>'text' as text from pgboss.job where name = 'mail' and data->>'to' = $1",
        [friend],
      ).catch(() => [])),
    ];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Dana Buyer shared a property with you: ${listing.title}`);
    expect(mails[0]?.text).toContain(`/${listing.id}/`);
    expect(mails[0]?.text).toContain('Dana Buyer wrote: Look at this one');
  });

  it('GET /api/validation/validatePhoneNumber/{phone} answers the SPEC §7 shape', async () => {
    const ask = (value: string) => phone.GET(new Request(`http://land.localhost:3000/api/validation/validatePhoneNumber/${encodeURIComponent(value)}`, { headers: { host: 'land.localhost:3000' } }), { params: Promise.resolve({ phone: value }) });
    expect(await (await ask('(512) 555-0123')).json()).toEqual({ data: { unableToValidate: false, success: true } });
    expect(await (await ask('123-456-7890')).json()).toEqual({ data: { unableToValidate: false, success: false } });
    expect((await ask('1'.repeat(41))).status).toBe(400);
  });
});
