import PgBoss from 'pg-boss';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { leads } from '@/lib/db/schema';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { submitLead, type LeadContext } from '@/lib/leads/server';
import type { LeadRequest } from '@/lib/leads/lead-form';
import { MAIL_QUEUES, writeWithMail } from '@/lib/mail';
import { forgetMailQueue } from '@/lib/mail/mail-queue';
import { useMailWorker, useTestDatabase, workerWait } from './helpers';

const database = useTestDatabase();

function brandByKey(key: string): SiteBrand {
  const brand = siteBrand(key);
  if (!brand) throw new Error(`no brand ${key}`);
  return brand;
}

interface ListingRow { id: number; account_id: number; canonical_location: string; title: string; email: string }

/** A seeded listing of the kind `where` describes, with its broker's email. */
async function listingWhere(where: string): Promise<ListingRow> {
  const [row] = await database.sql<ListingRow>(
    `select l.id, l.account_id, l.canonical_location, l.title, a.email from listings l join accounts a on a.id = l.account_id where ${where} order by l.id limit 1`,
  );
  if (!row) throw new Error(`no seeded listing where ${where}`);
  return row;
}

const takesLeads = 'l.market_status in (1, 2) and l.listing_level <> 3 and l.upgrade_level_id <> -10 and not a.is_free and a.is_active';

function leadFor(listing: ListingRow, overrides: Partial<LeadRequest> = {}): LeadRequest {
  return {
    name: 'Dana Buyer',
    email: `dana.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '(512) 555-0123',
    message: `I am interested in ${listing.title}.`,
    wantsFinancing: true,
    website: '',
    payload: {
      siteId: 1, leadSource: 'listing detail', brokerId: listing.account_id, stateId: 48, countyId: 48299, listingId: listing.id,
      siteListingId: null, externalSourceId: null, partnerId: null, price: 1, acres: 2, listingLevel: 20, listingUpgradeLevel: 0, propertyTitle: 'as the page sent it',
    },
    ...overrides,
  };
}

const context = (brand: SiteBrand = brandByKey('land')): LeadContext => ({ brand, t: brandTranslator(brand.key), origin: `http://${brand.key}.localhost:3000`, ipAddress: '203.0.113.7' });

const leadsBy = (email: string) => database.sql<Record<string, unknown>>('select * from leads where sender_email = $1', [email]);
const outboxTo = (address: string) => database.sql<{ to: string; subject: string; text: string }>('select "to", subject, text from mail_outbox where "to" like $1 order by id', [`%${address}%`]);

describe(`leads on ${inject('databaseEngine')}`, () => {
  beforeAll(async () => {
    // Without a worker's queue (another test file may have started one) the mail is delivered right after the commit.
    const [schema] = await database.sql<{ ready: boolean }>("select to_regclass('pgboss.queue') is not null as ready");
    const boss = new PgBoss({ db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await database.sql(text, values) }) } });
    if (schema?.ready) for (const queue of MAIL_QUEUES) await boss.deleteQueue(queue);
    forgetMailQueue();
  });

  it('stores the lead with its payload as sent, consent, source, broker and address, logs an email lead and mails the broker', async () => {
    const listing = await listingWhere(takesLeads);
    const lead = leadFor(listing);
    const counted = () => database.sql<{ n: number }>("select coalesce(sum(count), 0)::int as n from listing_daily_stats where listing_id = $1 and log_type = 'email lead'", [listing.id]);
    const before = (await counted())[0]?.n ?? 0;
    expect(await submitLead(lead, context())).toMatchObject({ kind: 'stored' });
    // The seller's numbers count it on the listing's day (docs/analytics.md).
    expect((await counted())[0]?.n).toBe(before + 1);
    const [row] = await leadsBy(lead.email);
    expect(row).toMatchObject({
      site_id: 1, listing_id: listing.id, account_id: listing.account_id, sender_name: 'Dana Buyer', sender_phone: '(512) 555-0123',
      lead_source: 'listing detail', wants_financing: true, ip_address: '203.0.113.7', payload: lead.payload,
    });
    expect(row?.dedupe_key).toMatch(/^[0-9a-f]{64}$/);
    const logsRows = await database.sql('select 1 from logs where log_type = $1 and listing_id = $2 and ip_address = $3', ['email lead', listing.id, '203.0.113.7']);
    expect(logsRows.length).toBeGreaterThanOrEqual(1);
    const mails = (await outboxTo(listing.email)).filter((m) => m.text.includes(lead.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Acrewise: a buyer asked about ${listing.title}`);
    expect(mails[0]?.text).toContain('Phone: (512) 555-0123');
    expect(mails[0]?.text).toContain(`http://land.localhost:3000/property/${listing.canonical_location}/${listing.id}/`);
    expect(mails[0]?.text).toContain('A representative may contact them');
  });

  it('stores an identical lead within 10 minutes once; another message is a new lead', async () => {
    const listing = await listingWhere(takesLeads);
    const lead = leadFor(listing);
    expect((await submitLead(lead, context())).kind).toBe('stored');
    expect(await submitLead({ ...lead, email: lead.email.toUpperCase() }, context())).toEqual({ kind: 'duplicate' });
    expect(await leadsBy(lead.email)).toHaveLength(1);
    expect((await submitLead({ ...lead, message: 'A second question.' }, context())).kind).toBe('stored');
    expect(await leadsBy(lead.email)).toHaveLength(2);
  });

  it('stores the same lead again once the 10 minutes are over', async () => {
    const listing = await listingWhere(takesLeads);
    const lead = leadFor(listing);
    await submitLead(lead, context());
    await database.sql("update leads set created_at = now() - interval '11 minutes' where sender_email = $1", [lead.email]);
    expect((await submitLead(lead, context())).kind).toBe('stored');
  });

  it('answers a filled honeypot as sent and stores nothing', async () => {
    const listing = await listingWhere(takesLeads);
    const lead = leadFor(listing, { website: 'http://spam.example' });
    expect(await submitLead(lead, context())).toEqual({ kind: 'trapped' });
    expect(await leadsBy(lead.email)).toHaveLength(0);
    expect(await outboxTo(lead.email)).toHaveLength(0);
  });

  it.each([
    ['off market', 'l.market_status = 3'],
    ['sold', 'l.market_status = 4'],
    ['free tier', 'l.listing_level = 3 and l.market_status = 1'],
    ['courtesy', 'l.upgrade_level_id = -10 and l.market_status = 1'],
  ])('refuses a lead for a listing that is %s and stores nothing', async (_kind, where) => {
    const listing = await listingWhere(where);
    const lead = leadFor(listing);
    expect(await submitLead(lead, context())).toEqual({ kind: 'refused' });
    expect(await leadsBy(lead.email)).toHaveLength(0);
  });

  it('refuses a lead for an unknown listing, whatever broker the payload names', async () => {
    const listing = await listingWhere(takesLeads);
    const lead = leadFor({ ...listing, id: 2_000_000_000 });
    expect(await submitLead(lead, context())).toEqual({ kind: 'refused' });
    expect(await leadsBy(lead.email)).toHaveLength(0);
  });

  it('keeps the consent unticked where the brand shows no checkbox', async () => {
    const listing = await listingWhere(takesLeads);
    const land = brandByKey('land');
    const hidden = { ...land, leadConsent: { ...land.leadConsent, show: false } };
    const lead = leadFor(listing);
    await submitLead(lead, context(hidden));
    expect((await leadsBy(lead.email))[0]?.wants_financing).toBe(false);
  });
});

describe(`mail through the job queue on ${inject('databaseEngine')}`, () => {
  useMailWorker(database.sql);

  it('queues the broker mail in the lead transaction; the worker puts it in the outbox', async () => {
    const listing = await listingWhere(takesLeads);
    const lead = leadFor(listing);
    expect((await submitLead(lead, context())).kind).toBe('stored');
    const job = () => database.sql<{ state: string }>("select state from pgboss.job where name = 'mail' and data->>'replyTo' = $1", [lead.email]);
    expect(await job()).toHaveLength(1);
    // The worker delivers before it marks the job completed: from then on the outbox holds its mail.
    await vi.waitFor(async () => expect(await job()).toEqual([{ state: 'completed' }]), workerWait);
    const mails = (await outboxTo(listing.email)).filter((m) => m.text.includes(lead.email));
    expect(mails).toHaveLength(1);
  });

  it('writes neither the row nor the mail job when the transaction fails after queueing', async () => {
    const subject = `rolled back ${Math.random()}`;
    await expect(
      writeWithMail(async (tx, sendMail) => {
        await tx.insert(leads).values({ siteId: 1, accountId: 1, senderName: 'Roll Back', senderEmail: 'rollback@example.com', message: subject, leadSource: 'listing detail' });
        await sendMail({ kind: 'lead', fromName: 'Acrewise', to: 'broker@example.com', subject, text: 'never sent' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.sql('select 1 from leads where message = $1', [subject])).toHaveLength(0);
    expect(await database.sql("select 1 from pgboss.job where name = 'mail' and data->>'subject' = $1", [subject])).toHaveLength(0);
  });
});
