import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { SiteBrand } from '@/lib/brand';
import { siteBrand } from '@/lib/brand/server';
import { getBrokerProfile } from '@/lib/brokers/server';
import { brokerContact, listingContact, type LeadPayload } from '@/lib/leads';
import { getListingDetail } from '@/lib/listings/detail';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { sellerScope, type SellerScope } from '@/lib/listing-editor/server';
import type { InboxLead, InboxPage } from '@/lib/seller-leads';
import { leadsCsv } from '@/lib/seller-leads/server';
import { deliverMailWithoutQueue, useMailWorker, useTestDatabase, workerWait } from './helpers';
import { apiRequest, newUserSession } from './user-session';

// The seller's leads inbox (docs/seller-workspace.md "Leads inbox"): leads sent through the product's
// own contact endpoint with the payload its pages build, read back by the seller in words, marked,
// answered by mail and exported; and nobody else's session sees or changes any of it.

const database = useTestDatabase();

const contact = await import('@/app/api/leads/route');
const sellerAccount = await import('@/app/api/seller/account/route');
const inbox = await import('@/app/api/seller/leads/route');
const badge = await import('@/app/api/seller/leads/badge/route');
const mark = await import('@/app/api/seller/leads/mark/route');
const reply = await import('@/app/api/seller/leads/[id]/reply/route');
const exportCsv = await import('@/app/api/seller/leads/export/route');

const noParams = { params: Promise.resolve({}) };
const leadParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

const land = siteBrand('land') as SiteBrand;

/** A listing that takes leads (SPEC §4) on a paid, active account with no leads yet. */
const takesLeads = `l.market_status in (1, 2) and l.listing_level <> 3 and l.upgrade_level_id <> -10 and l.price > 2
  and a.is_active and a.is_seller and not a.is_free`;

interface Seller { cookie: string; userId: number; accountId: number; email: string }

/** A new user working for an existing seller account, as the sales team sets up a paid seller. */
async function userOf(accountId: number): Promise<Seller> {
  const { cookie, userId } = await newUserSession();
  await database.sql('update users set account_id = $1, account_type = (select account_type from accounts where id = $1) where id = $2', [accountId, userId]);
  const [row] = await database.sql<{ email: string }>('select email from accounts where id = $1', [accountId]);
  return { cookie, userId, accountId, email: row?.email ?? '' };
}

async function listingPayload(listingId: number): Promise<LeadPayload> {
  const detail = await getListingDetail(listingId);
  const payload = detail && listingContact(land, detail)?.payload;
  if (!payload) throw new Error(`listing ${listingId} takes no leads`);
  return payload;
}

async function profilePayload(accountId: number): Promise<LeadPayload> {
  const profile = await getBrokerProfile(accountId);
  const payload = profile && brokerContact(land, profile)?.payload;
  if (!payload) throw new Error(`account ${accountId} takes no profile leads`);
  return payload;
}

interface SentLead { id: number; name: string; email: string; message: string }
let sent = 0;

/** A buyer's message through POST /api/leads, as the contact form sends it. */
async function sendLead(payload: LeadPayload, fields: { name?: string; message?: string } = {}): Promise<SentLead> {
  sent += 1;
  const body = {
    name: 'Dana Buyer', email: `inbox.${sent}.${Math.random().toString(36).slice(2)}@example.com`, phone: '(512) 555-0123',
    message: `Is the road to the gate paved? (${sent})`, wantsFinancing: false, website: '', payload, ...fields,
  };
  const response = await contact.POST(apiRequest('land', '/api/leads', { method: 'POST', body }), noParams);
  expect(response.status).toBe(200);
  const [row] = await database.sql<{ id: number }>('select id from leads where sender_email = $1', [body.email]);
  if (!row) throw new Error('lead not stored');
  return { id: Number(row.id), name: body.name, email: body.email, message: body.message };
}

const get = (cookie: string, path: string) => apiRequest('land', path, { cookie });
const post = (cookie: string, path: string, body: unknown) => apiRequest('land', path, { method: 'POST', cookie, body });

async function inboxOf(cookie: string, query = ''): Promise<InboxPage> {
  const response = await inbox.GET(get(cookie, `/api/seller/leads${query}`), noParams);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return (await response.json()).data;
}
const badgeOf = async (cookie: string): Promise<number> => (await (await badge.GET(get(cookie, '/api/seller/leads/badge'), noParams)).json()).data.unread;
const markAs = (cookie: string, body: unknown) => mark.POST(post(cookie, '/api/seller/leads/mark', body), noParams);
const replyTo = (cookie: string, id: number, body: string) => reply.POST(post(cookie, `/api/seller/leads/${id}/reply`, { body }), leadParams(id));
const leadState = async (id: number) => (await database.sql<{ read_at: Date | null; handled_at: Date | null; replies: number }>(
  'select read_at, handled_at, (select count(*)::int from lead_replies r where r.lead_id = l.id) as replies from leads l where l.id = $1', [id]))[0];

/** The export's text as sent, its byte-order mark kept (Response.text() would drop it). */
const csvText = async (body: Response | ReadableStream<Uint8Array>): Promise<string> =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(body instanceof Response ? body.body : body).arrayBuffer());

/** RFC 4180 records, parsed independently of the export's writer. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { record.push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { record.push(field); records.push(record); record = []; field = ''; i++; }
    else field += c;
  }
  return records;
}

let seller: Seller;
let listing: { id: number; title: string; price: number; acres: number; listing_level: number; state: string; county: string };

beforeAll(async () => {
  await deliverMailWithoutQueue(database.sql);
  const [row] = await database.sql<{ account: string; id: string; title: string; price: number; acres: number; listing_level: number; state: string; county: string }>(`
    select a.id as account, l.id, l.title, l.price::float8 as price, l.acres::float8 as acres, l.listing_level, s.name as state, c.name as county
    from accounts a join listings l on l.account_id = a.id join states s on s.id = l.state_id join counties c on c.id = l.county_id
    where ${takesLeads} and a.account_type in (12, 13, 40, 50) and a.parent_account_id is null
      and not exists (select 1 from leads where leads.account_id = a.id)
    order by a.id, l.id limit 1`);
  if (!row) throw new Error('the seed has no paid seller without leads');
  seller = await userOf(Number(row.account));
  listing = { ...row, id: Number(row.id) };
});

describe(`the seller's leads inbox on ${inject('databaseEngine')}`, () => {
  it('shows the leads of the seller\'s listing and profile newest first, with the contact payload in words', async () => {
    const first = await sendLead(await listingPayload(listing.id));
    const second = await sendLead(await profilePayload(seller.accountId));
    const page = await inboxOf(seller.cookie);
    expect(page.leads.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(page.totals).toEqual({ all: 2, new: 2, handled: 0, unread: 2 });
    expect(page).toMatchObject({ page: 1, pageSize: 25, pages: 1 });

    const [profileLead, listingLead] = page.leads as [InboxLead, InboxLead];
    expect(listingLead).toMatchObject({
      listing: { id: listing.id, title: listing.title, statusLabel: expect.stringMatching(/^(For Sale|Under Contract)$/) },
      account: { id: seller.accountId },
      sender: { name: 'Dana Buyer', email: first.email, phone: '(512) 555-0123' },
      message: first.message, readAt: null, handledAt: null, repliedAt: null,
      source: { value: 'listing detail', label: 'Listing page' },
    });
    const levels: Record<number, string> = { 20: 'Standard', 21: 'Homes', 23: 'Premium', 30: 'Signature' };
    const details = Object.fromEntries(listingLead.details.map((d) => [d.label, d.value]));
    expect(details).toMatchObject({
      Site: land.name,
      Property: listing.title,
      Price: `$${Math.round(listing.price).toLocaleString('en-US')}`,
      Acres: `${listing.acres.toLocaleString('en-US', { maximumFractionDigits: 2 })} acres`,
      Location: expect.stringMatching(new RegExp(`^${listing.county}\\b.*, ${listing.state}$`)),
      'Listing level': levels[listing.listing_level],
      'Listing ID': String(listing.id),
      'Broker ID': String(seller.accountId),
    });
    // Words, never the stored JSON.
    expect(listingLead.details.every((d) => !/[{}[\]"]/.test(d.value))).toBe(true);
    expect(JSON.stringify(page)).not.toContain('payload');

    expect(profileLead).toMatchObject({ listing: null, source: { value: 'broker profile', label: 'Broker profile' } });
    expect(profileLead.details).toEqual([
      { field: 'site', label: 'Site', value: land.name },
      { field: 'brokerId', label: 'Broker ID', value: String(seller.accountId) },
    ]);

    expect((await inboxOf(seller.cookie, `?listingId=${listing.id}`)).leads.map((l) => l.id)).toEqual([first.id]);
    expect((await inboxOf(seller.cookie, '?status=handled')).leads).toEqual([]);
    expect((await inboxOf(seller.cookie, '?page=2')).leads).toEqual([]);
    for (const query of ['?page=0', '?status=unread', '?listingId=abc', '?sort=oldest']) {
      expect((await inbox.GET(get(seller.cookie, `/api/seller/leads${query}`), noParams)).status).toBe(400);
    }
  });

  it('marks leads read and handled: the tabs and the badge follow, and ids that are not the seller\'s change nothing', async () => {
    const lead = await sendLead(await listingPayload(listing.id));
    const before = (await inboxOf(seller.cookie)).totals;
    const unread = await badgeOf(seller.cookie);
    expect(unread).toBe(before.unread);

    const read = await markAs(seller.cookie, { ids: [lead.id, 2_000_000_000], read: true });
    expect(read.status).toBe(200);
    expect((await read.json()).data).toEqual({ updated: [lead.id], notFound: [2_000_000_000] });
    expect(await badgeOf(seller.cookie)).toBe(unread - 1);
    const readAt = (await leadState(lead.id))?.read_at;
    expect(readAt).toBeInstanceOf(Date);

    expect((await markAs(seller.cookie, { ids: [lead.id], handled: true })).status).toBe(200);
    expect((await inboxOf(seller.cookie)).totals).toEqual({ all: before.all, new: before.new - 1, handled: before.handled + 1, unread: before.unread - 1 });
    expect((await inboxOf(seller.cookie, '?status=handled')).leads.map((l) => l.id)).toContain(lead.id);
    // Marking again keeps the first time it was read.
    expect((await leadState(lead.id))?.read_at).toEqual(readAt);

    expect((await markAs(seller.cookie, { ids: [lead.id], read: false, handled: false })).status).toBe(200);
    expect(await badgeOf(seller.cookie)).toBe(unread);
    expect((await inboxOf(seller.cookie)).totals).toEqual(before);

    const noFlag = await markAs(seller.cookie, { ids: [lead.id] });
    expect(noFlag.status).toBe(422);
    expect((await markAs(seller.cookie, { ids: [], read: true })).status).toBe(422);
  });

  it('shows another seller none of the leads and answers 404 to marking or replying, changing nothing; a buyer gets 403', async () => {
    const lead = await sendLead(await listingPayload(listing.id));
    const { cookie } = await newUserSession();
    expect((await sellerAccount.POST(post(cookie, '/api/seller/account', { memberType: 'Broker' }), noParams)).status).toBe(201);

    const theirs = await inboxOf(cookie);
    expect(theirs.leads).toEqual([]);
    expect(theirs.totals).toEqual({ all: 0, new: 0, handled: 0, unread: 0 });
    expect((await inboxOf(cookie, `?listingId=${listing.id}`)).leads).toEqual([]);
    expect(await badgeOf(cookie)).toBe(0);
    expect((await markAs(cookie, { ids: [lead.id], read: true, handled: true })).status).toBe(404);
    expect((await replyTo(cookie, lead.id, 'Thanks, the road is paved.')).status).toBe(404);
    const csv = await csvText(await exportCsv.GET(get(cookie, '/api/seller/leads/export'), noParams));
    expect(parseCsv(csv.slice(1))).toHaveLength(1);
    expect(await leadState(lead.id)).toEqual({ read_at: null, handled_at: null, replies: 0 });

    const buyer = await newUserSession();
    const refused = [
      await inbox.GET(get(buyer.cookie, '/api/seller/leads'), noParams),
      await badge.GET(get(buyer.cookie, '/api/seller/leads/badge'), noParams),
      await markAs(buyer.cookie, { ids: [lead.id], read: true }),
      await replyTo(buyer.cookie, lead.id, 'Hello there, friend.'),
      await exportCsv.GET(get(buyer.cookie, '/api/seller/leads/export'), noParams),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await inbox.GET(apiRequest('land', '/api/seller/leads'), noParams)).status).toBe(401);
    expect(await leadState(lead.id)).toEqual({ read_at: null, handled_at: null, replies: 0 });
  });

  it('refuses a reply with HTML or a web address with the SPEC §5 message, and records nothing', async () => {
    const lead = await sendLead(await listingPayload(listing.id));
    const html = await replyTo(seller.cookie, lead.id, 'Yes, <b>paved</b> all the way.');
    expect(html.status).toBe(422);
    expect((await html.json()).fields).toEqual({ body: 'Please remove the HTML from this text.' });
    const url = await replyTo(seller.cookie, lead.id, 'See the survey at www.example.com for details.');
    expect(url.status).toBe(422);
    expect((await url.json()).fields).toEqual({ body: 'Please remove the web address from this text.' });
    const long = await replyTo(seller.cookie, lead.id, 'x'.repeat(5001));
    expect((await long.json()).fields).toEqual({ body: 'This value must be at most 5000 characters.' });
    expect((await replyTo(seller.cookie, lead.id, '   ')).status).toBe(422);
    expect(await leadState(lead.id)).toEqual({ read_at: null, handled_at: null, replies: 0 });
  });

  it('exports the leads as RFC 4180 CSV, quoting commas, quotes and line breaks and neutralising formulas', async () => {
    // Enough leads for several batches below, whatever ran before.
    for (let i = 0; i < 3; i++) await sendLead(await profilePayload(seller.accountId));
    const tricky = await sendLead(await listingPayload(listing.id), { name: 'Smith, Jo Ann', message: '=cmd(), "quoted"\nsecond line' });
    const response = await exportCsv.GET(get(seller.cookie, '/api/seller/leads/export'), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await csvText(response);
    expect(text.startsWith('\uFEFFReceived (UTC),Status,Read,Last reply (UTC),Listing ID,Listing,Listing status,Sent to,Name,Email,Phone,Message,Lead source,Wants financing,Site,Property,Price,Acres,Location,Listing level,Upgrade,')).toBe(true);
    expect(text).toContain(`"Smith, Jo Ann",${tricky.email},`);
    expect(text).toContain('"\'=cmd(), ""quoted""\nsecond line"');

    const [header, ...records] = parseCsv(text.slice(1));
    const column = (name: string) => (header ?? []).indexOf(name);
    const { all } = (await inboxOf(seller.cookie)).totals;
    expect(records).toHaveLength(all);
    expect(records.every((r) => r.length === header?.length)).toBe(true);
    const row = records[0] ?? [];
    expect(row[column('Name')]).toBe('Smith, Jo Ann');
    expect(row[column('Message')]).toBe('\'=cmd(), "quoted"\nsecond line');
    expect(row[column('Email')]).toBe(tricky.email);
    // A phone that starts with + would be a formula too; this one does not.
    expect(row[column('Phone')]).toBe('(512) 555-0123');
    expect(row[column('Listing ID')]).toBe(String(listing.id));
    expect(row[column('Status')]).toBe('New');

    // Read two leads at a time, the export is the same file: no lead lost or repeated between batches.
    const scope = (await sellerScope(seller.userId)) as SellerScope;
    const inBatches = await csvText(leadsCsv(scope, { status: 'all' }, brandTranslator('land'), { batchSize: 2 }));
    expect(inBatches).toBe(text);

    expect((await markAs(seller.cookie, { ids: [tricky.id], handled: true })).status).toBe(200);
    const [, ...handled] = parseCsv((await csvText(await exportCsv.GET(get(seller.cookie, `/api/seller/leads/export?status=handled&listingId=${listing.id}`), noParams))).slice(1));
    expect(handled).toHaveLength((await inboxOf(seller.cookie, `?status=handled&listingId=${listing.id}`)).totals.handled);
    expect(handled.map((r) => r[column('Email')])).toContain(tricky.email);
    expect(handled.every((r) => r[column('Status')] === 'Handled')).toBe(true);
    expect((await exportCsv.GET(get(seller.cookie, '/api/seller/leads/export?page=2'), noParams)).status).toBe(400);
  });

  it('shows a corporate master its agents\' leads, and an agent only its own', async () => {
    const [office] = await database.sql<{ master: string; agent: string; listing: string; other: string }>(`
      select m.id as master, a.id as agent, l.id as listing, o.id as other
      from accounts m join accounts a on a.parent_account_id = m.id join listings l on l.account_id = a.id
        join accounts o on o.parent_account_id = m.id and o.id <> a.id and o.is_active and o.is_seller
      where m.account_type in (3, 41, 51) and m.is_active and ${takesLeads}
      order by m.id, l.id, o.id limit 1`);
    if (!office) throw new Error('the seed has no corporate office with two agents, one of whose listings takes leads');
    const agentId = Number(office.agent);
    const master = await userOf(Number(office.master));
    const agent = await userOf(agentId);
    const listingLead = await sendLead(await listingPayload(Number(office.listing)));
    const profileLead = await sendLead(await profilePayload(agentId));

    const seen = (await inboxOf(master.cookie)).leads;
    expect(seen.slice(0, 2).map((l) => l.id)).toEqual([profileLead.id, listingLead.id]);
    expect(seen[0]?.account.id).toBe(agentId);
    expect((await inboxOf(agent.cookie)).leads.slice(0, 2).map((l) => l.id)).toEqual([profileLead.id, listingLead.id]);
    expect((await markAs(master.cookie, { ids: [listingLead.id], read: true })).status).toBe(200);
    const other = await userOf(Number(office.other));
    expect((await inboxOf(other.cookie)).leads.map((l) => l.id)).not.toContain(listingLead.id);
    expect((await markAs(other.cookie, { ids: [profileLead.id], handled: true })).status).toBe(404);
    expect((await leadState(profileLead.id))?.handled_at).toBeNull();
  });
});

describe(`replies through the mail queue on ${inject('databaseEngine')}`, () => {
  useMailWorker(database.sql);

  const jobTo = (email: string) => database.sql<{ state: string; reply_to: string; subject: string; text: string }>(
    "select state, data->>'replyTo' as reply_to, data->>'subject' as subject, data->>'text' as text from pgboss.job where name = 'mail' and data->>'to' = $1", [email]);

  it('mails the reply to the buyer from the site with the seller as Reply-To, records it and marks the lead handled', async () => {
    const lead = await sendLead(await listingPayload(listing.id));
    const response = await replyTo(seller.cookie, lead.id, 'Yes, the county road is paved to the gate.\nCall me any day this week.');
    expect(response.status).toBe(201);
    const [job] = await jobTo(lead.email);
    expect(job).toMatchObject({ reply_to: seller.email, subject: `Re: ${listing.title}` });
    expect(job?.text).toMatch(/^Yes, the county road is paved to the gate\.\nCall me any day this week\.\n\n-- \n/);
    expect(job?.text).toContain(lead.message);
    await vi.waitFor(async () => expect((await jobTo(lead.email))[0]?.state).toBe('completed'), workerWait);
    const mails = await database.sql<{ subject: string }>('select subject from mail_outbox where "to" = $1', [lead.email]);
    expect(mails).toEqual([{ subject: `Re: ${listing.title}` }]);

    const state = await leadState(lead.id);
    expect(state).toMatchObject({ replies: 1 });
    expect(state?.handled_at).toBeInstanceOf(Date);
    expect(state?.read_at).toBeInstanceOf(Date);
    const shown = (await inboxOf(seller.cookie, '?status=handled')).leads.find((l) => l.id === lead.id);
    expect(shown?.repliedAt).not.toBeNull();
  });

  it('answers a lead from the profile with "Re: your message"', async () => {
    const lead = await sendLead(await profilePayload(seller.accountId));
    expect((await replyTo(seller.cookie, lead.id, 'Thank you for writing. I have three ranches that fit.')).status).toBe(201);
    expect((await jobTo(lead.email))[0]).toMatchObject({ reply_to: seller.email, subject: 'Re: your message' });
  });
});
