import { beforeAll, describe, expect, inject, it } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import type { Translate } from '@/lib/i18n/translate';
import type { LeadRequest } from '@/lib/leads/lead-form';
import { submitLead, type LeadContext } from '@/lib/leads/server';
import { resetLimiters } from '@/lib/rate-limit';
import { brokerNameSlug } from '@/lib/routing';
import { deliverMailWithoutQueue, useTestDatabase } from './helpers';

// Leads from a broker's profile (SPEC §3 lead source 'broker profile'): no listing, the broker read
// again and refused unless it is an active seller, the broker's mail naming the profile, and nothing
// half-written. docs/leads.md.

const database = useTestDatabase();
const routes = await import('@/app/api/leads/route');

function brandByKey(key: string): SiteBrand {
  const brand = siteBrand(key);
  if (!brand) throw new Error(`no brand ${key}`);
  return brand;
}

interface AccountRow { id: number; email: string; contact_name: string | null; company_name: string | null; state_id: number | null }

async function accountWhere(where: string): Promise<AccountRow> {
  const [row] = await database.sql<AccountRow>(`select id::int as id, email, contact_name, company_name, state_id::int as state_id from accounts where ${where} order by id limit 1`);
  if (!row) throw new Error(`no seeded account where ${where}`);
  return row;
}

const activeSeller = 'is_seller and is_active and contact_name is not null and state_id is not null';
const sender = () => `profile.${Math.random().toString(36).slice(2)}@example.com`;

function leadTo(accountId: number, overrides: Partial<LeadRequest> = {}): LeadRequest {
  return {
    name: 'Dana Buyer', email: sender(), phone: '(512) 555-0123', message: 'Do you have hunting land near Llano?', wantsFinancing: true, website: '',
    payload: { siteId: 2, leadSource: 'broker profile', brokerId: accountId, listingId: null },
    ...overrides,
  };
}

const context = (t: Translate = brandTranslator('farm')): LeadContext => ({ brand: brandByKey('farm'), t, origin: 'http://farm.localhost:3000', ipAddress: '203.0.113.9' });
const leadsBy = (email: string) => database.sql<Record<string, unknown>>('select * from leads where sender_email = $1', [email]);
const mailsAbout = (email: string) => database.sql<{ to: string; subject: string; text: string }>('select "to", subject, text from mail_outbox where text like $1 order by id', [`%${email}%`]);
const logsOf = (accountId: number, ip: string) =>
  database.sql<{ listing_id: number | null; site_id: number }>("select listing_id, site_id from logs where log_type = 'email lead' and account_id = $1 and ip_address = $2", [accountId, ip]);

describe(`leads from a broker profile on ${inject('databaseEngine')}`, () => {
  beforeAll(async () => {
    await deliverMailWithoutQueue(database.sql);
    resetLimiters();
  });

  it('stores the lead without a listing, with the broker and its state, logs an email lead for the account and mails the broker', async () => {
    const broker = await accountWhere(activeSeller);
    const lead = leadTo(broker.id);
    expect(await submitLead(lead, context())).toMatchObject({ kind: 'stored' });
    const [row] = await leadsBy(lead.email);
    expect(row).toMatchObject({
      site_id: 2, listing_id: null, account_id: broker.id, lead_source: 'broker profile', state_id: broker.state_id, county_id: null,
      sender_phone: '(512) 555-0123', ip_address: '203.0.113.9', payload: lead.payload,
      // The consent checkbox asks about a property; a profile lead has none, so nothing was consented to.
      wants_financing: false,
    });
    expect(await logsOf(broker.id, '203.0.113.9')).toContainEqual({ listing_id: null, site_id: 2 });
    const mails = await mailsAbout(lead.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain(broker.email);
    expect(mails[0]?.subject).toBe('Fieldstead Farm & Ranch: a buyer wrote to you from your profile');
    expect(mails[0]?.text).toContain('sent you a message from your broker profile');
    expect(mails[0]?.text).toContain(`Your profile: http://farm.localhost:3000/broker/${brokerNameSlug(broker.contact_name, broker.company_name)}-${broker.id}/`);
    expect(mails[0]?.text).not.toContain('Financing');
  });

  it('stores an identical profile lead within 10 minutes once, and answers a filled honeypot as sent with nothing stored', async () => {
    const broker = await accountWhere(activeSeller);
    const lead = leadTo(broker.id);
    expect((await submitLead(lead, context())).kind).toBe('stored');
    expect(await submitLead({ ...lead, email: lead.email.toUpperCase() }, context())).toEqual({ kind: 'duplicate' });
    expect(await leadsBy(lead.email)).toHaveLength(1);
    expect(await mailsAbout(lead.email)).toHaveLength(1);
    const trapped = leadTo(broker.id, { website: 'http://spam.example' });
    expect(await submitLead(trapped, context())).toEqual({ kind: 'trapped' });
    expect(await leadsBy(trapped.email)).toHaveLength(0);
  });

  it.each([
    ['an inactive broker', 'is_seller and not is_active'],
    ['an account that sells nothing', 'not is_seller'],
  ])('refuses a lead for %s and stores nothing', async (_kind, where) => {
    const account = await accountWhere(where);
    const lead = leadTo(account.id);
    expect(await submitLead(lead, context())).toEqual({ kind: 'refused' });
    expect(await leadsBy(lead.email)).toHaveLength(0);
    expect(await mailsAbout(lead.email)).toHaveLength(0);
  });

  it('refuses a lead for an unknown broker', async () => {
    const lead = leadTo(2_000_000_000);
    expect(await submitLead(lead, context())).toEqual({ kind: 'refused' });
    expect(await leadsBy(lead.email)).toHaveLength(0);
  });

  it('writes nothing when the mail cannot be made: no lead row, no log row', async () => {
    const broker = await accountWhere(activeSeller);
    const lead = leadTo(broker.id);
    const farm = brandTranslator('farm');
    const failing: Translate = (key, values) => {
      if (key === 'leadMail.profileBody') throw new Error('copy missing');
      return farm(key, values);
    };
    await expect(submitLead(lead, { ...context(failing), ipAddress: '203.0.113.10' })).rejects.toThrow('copy missing');
    expect(await leadsBy(lead.email)).toHaveLength(0);
    expect(await logsOf(broker.id, '203.0.113.10')).toHaveLength(0);
    expect(await mailsAbout(lead.email)).toHaveLength(0);
  });
});

describe(`POST /api/leads for a broker profile on ${inject('databaseEngine')}`, () => {
  let address = 40;
  const post = (body: unknown) => {
    address += 1;
    return routes.POST(
      new Request('http://rec.localhost:3000/api/leads', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { host: 'rec.localhost:3000', 'content-type': 'application/json', [PEER_HEADER]: peerStamp(`198.51.100.${address}`) },
      }),
      { params: Promise.resolve({}) },
    );
  };

  beforeAll(async () => {
    await deliverMailWithoutQueue(database.sql);
    resetLimiters();
  });

  it('stores a valid profile lead and answers { data: { success: true } }; the outbox holds the broker\'s mail', async () => {
    const broker = await accountWhere(activeSeller);
    const lead = leadTo(broker.id, { phone: '', wantsFinancing: false, payload: { siteId: 3, leadSource: 'broker profile', brokerId: broker.id, listingId: null } });
    const response = await post(lead);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { success: true } });
    expect(await leadsBy(lead.email)).toEqual([expect.objectContaining({ site_id: 3, listing_id: null, account_id: broker.id, lead_source: 'broker profile' })]);
    expect((await mailsAbout(lead.email))[0]?.subject).toBe('Wildshore: a buyer wrote to you from your profile');
  });

  it('answers an inactive or unknown broker with 422 "This broker is not taking messages." and stores nothing', async () => {
    const inactive = await accountWhere('is_seller and not is_active');
    for (const brokerId of [inactive.id, 2_000_000_000]) {
      const lead = leadTo(brokerId);
      const response = await post({ ...lead, payload: { ...lead.payload, siteId: 3 } });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors: ['This broker is not taking messages.'] });
      expect(await leadsBy(lead.email)).toHaveLength(0);
    }
  });

  it('answers a profile payload naming a listing, or missing its broker, with 422 field errors', async () => {
    const broker = await accountWhere(activeSeller);
    const lead = leadTo(broker.id);
    const withListing = await post({ ...lead, payload: { ...lead.payload, listingId: 1 } });
    expect(withListing.status).toBe(422);
    expect((await withListing.json()).fields).toEqual({ 'payload.listingId': 'Please check this value.' });
    const noBroker = await post({ ...lead, payload: { siteId: 3, leadSource: 'broker profile', listingId: null } });
    expect(noBroker.status).toBe(422);
    expect(Object.keys((await noBroker.json()).fields)).toEqual(['payload.brokerId']);
    expect(await leadsBy(lead.email)).toHaveLength(0);
  });
});
