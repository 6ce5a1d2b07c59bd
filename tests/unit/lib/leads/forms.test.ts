import { describe, expect, it } from 'vitest';
import { leadRequestSchema, MESSAGE_MAX } from '@/lib/leads/lead-form';
import { parseForm } from '@/lib/leads/parse-form';
import { reportRequestSchema } from '@/lib/leads/report-form';
import { shareRequestSchema } from '@/lib/leads/share-form';
import { hasHtml, hasUrl } from '@/lib/leads/text-rules';
import { brandTranslate } from '../i18n/brand-translate';

const t = brandTranslate('land');
const payload = {
  siteId: 1, leadSource: 'listing detail', brokerId: 77, stateId: 48, countyId: 48299, listingId: 1234, siteListingId: null, externalSourceId: null,
  partnerId: null, price: 250000, acres: 40, listingLevel: 20, listingUpgradeLevel: 1, propertyTitle: '40 Acres',
};
const lead = { name: 'Dana Buyer', email: 'dana@example.com', phone: '', message: 'Is the road paved?', wantsFinancing: false, website: '', payload };
const schema = leadRequestSchema({ phoneRequired: false });

describe('lead request schema', () => {
  it('takes a valid lead, trimming text and keeping the payload as sent', () => {
    const parsed = parseForm(schema, { ...lead, name: '  Dana Buyer ' }, t);
    expect(parsed).toEqual({ ok: true, value: { ...lead, name: 'Dana Buyer' } });
  });

  it('answers every bad field with its SPEC §5 message, keyed by field', () => {
    const parsed = parseForm(schema, { ...lead, name: 'Dana', email: 'x', phone: '12', message: 'x'.repeat(MESSAGE_MAX + 1) }, t);
    expect(parsed).toEqual({
      ok: false,
      fields: {
        name: 'Please enter valid full name.',
        email: 'Please enter an email address in a valid format.',
        phone: 'Please enter a validly formatted phone number.',
        message: 'This value must be at most 2000 characters.',
      },
    });
  });

  it('refuses wrong types, missing fields and unknown payload keys with messages, never library text', () => {
    const parsed = parseForm(schema, { ...lead, wantsFinancing: 'yes', email: undefined, payload: { ...payload, listingId: '1234', hacked: true } }, t);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fields).toMatchObject({ wantsFinancing: 'Please check this value.', email: 'This field is required.', 'payload.listingId': 'Please enter a number.' });
    expect(Object.keys(parsed.fields)).toContain('payload');
  });

  it('requires a phone where the brand does', () => {
    expect(parseForm(leadRequestSchema({ phoneRequired: true }), lead, t)).toEqual({ ok: false, fields: { phone: 'This field is required.' } });
  });
});

describe('text options (SPEC §5: no HTML, no URL)', () => {
  it.each(['<b>hi</b>', 'a <script>x</script>', '<img src=x onerror=1>'])('finds HTML in %s', (text) => expect(hasHtml(text)).toBe(true));
  it.each(['3 < 4 and 5 > 2', 'price <$5k'])('finds no HTML in %s', (text) => expect(hasHtml(text)).toBe(false));
  it.each(['see http://x.y', 'www.example.org', 'cheap-pills.ru now', 'visit land.com'])('finds a web address in %s', (text) => expect(hasUrl(text)).toBe(true));
  it.each(['call me at 5.30', 'dana@example.com', 'I like 40 acres.'])('finds none in %s', (text) => expect(hasUrl(text)).toBe(false));
});

describe('report and share schemas', () => {
  it('needs a listed reason, and details for "other"', () => {
    expect(parseForm(reportRequestSchema, { reason: 'because', details: '', email: '', website: '', listingId: 1 }, t)).toEqual({ ok: false, fields: { reason: 'This field is required.' } });
    expect(parseForm(reportRequestSchema, { reason: 'other', details: '', email: '', website: '', listingId: 1 }, t)).toEqual({ ok: false, fields: { details: 'This field is required.' } });
    expect(parseForm(reportRequestSchema, { reason: 'duplicate', details: '', email: '', website: '', listingId: 1 }, t).ok).toBe(true);
  });

  it('keeps links out of a note to a friend', () => {
    const parsed = parseForm(shareRequestSchema, { friendEmail: 'f@example.com', senderName: 'Dana Buyer', note: 'www.spam.example', website: '', listingId: 1 }, t);
    expect(parsed).toEqual({ ok: false, fields: { note: 'Please remove the web address from this text.' } });
  });
});
