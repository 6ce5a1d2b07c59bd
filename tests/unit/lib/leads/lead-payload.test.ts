import { describe, expect, it } from 'vitest';
import { leadPayloadSchema, leadRequestSchema } from '@/lib/leads/lead-form';
import { parseForm } from '@/lib/leads/parse-form';
import { brandTranslate } from '../i18n/brand-translate';

// The SPEC §3 contact payload has two branches, told apart by the lead source: a listing's (the
// listing facts) and a broker profile's (the broker, no listing).

const t = brandTranslate('land');
const brokerPayload = { siteId: 2, leadSource: 'broker profile', brokerId: 77, listingId: null };
const fields = { name: 'Dana Buyer', email: 'dana@example.com', phone: '', message: 'Do you have land near Llano?', wantsFinancing: false, website: '' };
const schema = leadRequestSchema({ phoneRequired: false });

describe('lead payload: the broker profile branch', () => {
  it('takes a broker and no listing, kept as sent', () => {
    expect(leadPayloadSchema.parse(brokerPayload)).toEqual(brokerPayload);
    expect(parseForm(schema, { ...fields, payload: brokerPayload }, t)).toEqual({ ok: true, value: { ...fields, payload: brokerPayload } });
  });

  it('refuses a listing, listing facts or unknown keys with a broker profile source', () => {
    const parse = (payload: object) => parseForm(schema, { ...fields, payload }, t);
    expect(parse({ ...brokerPayload, listingId: 1234 })).toEqual({ ok: false, fields: { 'payload.listingId': 'Please check this value.' } });
    const withFacts = parse({ ...brokerPayload, price: 250000, acres: 40 });
    expect(withFacts.ok).toBe(false);
    if (!withFacts.ok) expect(Object.keys(withFacts.fields)).toEqual(['payload']);
  });

  it('needs a positive whole broker id and a site id in range', () => {
    const parse = (payload: object) => parseForm(schema, { ...fields, payload }, t);
    expect(parse({ ...brokerPayload, brokerId: 0 })).toMatchObject({ ok: false, fields: { 'payload.brokerId': expect.any(String) } });
    expect(parse({ ...brokerPayload, brokerId: 1.5 })).toMatchObject({ ok: false, fields: { 'payload.brokerId': expect.any(String) } });
    expect(parse({ ...brokerPayload, brokerId: '77' })).toMatchObject({ ok: false, fields: { 'payload.brokerId': expect.any(String) } });
    expect(parse({ ...brokerPayload, siteId: 100 })).toMatchObject({ ok: false, fields: { 'payload.siteId': expect.any(String) } });
    expect(parse({ siteId: 2, leadSource: 'broker profile', listingId: null })).toMatchObject({ ok: false, fields: { 'payload.brokerId': expect.any(String) } });
  });

  it('keeps the listing branch for every other source, which needs the listing facts', () => {
    expect(leadPayloadSchema.safeParse({ ...brokerPayload, leadSource: 'search results' }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...brokerPayload, leadSource: 'listing detail' }).success).toBe(false);
  });

  it('refuses an unknown lead source with a message, never library text', () => {
    const parsed = parseForm(schema, { ...fields, payload: { ...brokerPayload, leadSource: 'mailing list' } }, t);
    expect(parsed).toEqual({ ok: false, fields: { 'payload.leadSource': 'Please check this value.' } });
  });
});
