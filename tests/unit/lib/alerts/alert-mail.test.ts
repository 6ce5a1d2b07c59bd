import { describe, expect, it } from 'vitest';
import type { AlertListing } from '@/lib/alerts/alert-listing';
import { ALERT_TEXT_BUDGET, alertMail, MAX_SEARCH_LINK } from '@/lib/alerts/alert-mail';
import type { BrandAlert, SearchAlert } from '@/lib/alerts/brand-alert';
import type { FavoriteChange } from '@/lib/alerts/favorite-changes';
import { readUnsubscribeToken } from '@/lib/alerts/unsubscribe-token';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { ListingTier, UpgradeLevel } from '@/lib/domain';
import { mailMessageSchema } from '@/lib/mail';

const land = siteBrand('land') as SiteBrand;
const rec = siteBrand('rec') as SiteBrand;
const origin = 'http://land.localhost:3000';
const recipient = { userId: 42, email: 'dana@example.com', name: 'Dana Buyer' };

const broker = { accountId: 314, contactName: 'Jane Q. Broker', companyName: 'Hill Country Land Co.' };
const listing = (id: number, overrides: Partial<AlertListing> = {}): AlertListing => ({
  id, title: `Creek ranch ${id}`, price: 250_000, acres: 40, place: 'Llano, Llano County, TX', canonicalLocation: 'llano-county-tx',
  listingLevel: ListingTier.PREMIUM, upgradeLevelId: UpgradeLevel.TIER, broker, ...overrides,
});
const search = (id: number, listings: AlertListing[], total = listings.length, path = '/texas/land-for-sale/'): SearchAlert => ({ id, name: `Search ${id}`, path, found: { listings, total } });
const change = (kind: FavoriteChange['kind'], id: number, prices: Partial<FavoriteChange> = {}): FavoriteChange => ({
  kind, at: new Date('2031-03-10T10:00:00Z'), price: null, previousPrice: null, listing: listing(id), ...prices,
});
const alertOf = (overrides: Partial<BrandAlert>): BrandAlert => ({ brand: land, searches: [], favorites: null, ...overrides });

describe('alert mail', () => {
  it('lists each search with new listings: its name, count, each listing with price, acres, place and absolute link, then the search link', () => {
    const mail = alertMail(alertOf({ searches: [search(1, [listing(7), listing(8, { price: 2 })])] }), recipient, origin);
    expect(mail.subject).toBe(`${land.name}: 2 new listings for your saved searches`);
    expect(mail.to).toBe('dana@example.com');
    expect(mail.fromName).toBe(land.name);
    expect(mail.text).toContain('Hello Dana Buyer,');
    expect(mail.text).toContain('Your saved search “Search 1”: 2 new listings');
    expect(mail.text).toContain(`Creek ranch 7\n$250,000 · 40 acres · Llano, Llano County, TX\n${origin}/property/llano-county-tx/7/\nListed by Jane Q. Broker: ${origin}/member/jane-broker/314/`);
    expect(mail.text).toContain('Creek ranch 8\nAuction · 40 acres');
    expect(mail.text).toContain(`See this search: ${origin}/texas/land-for-sale/`);
    expect(mailMessageSchema.safeParse(mail).success).toBe(true);
  });

  it('says how many more listings a search has than it shows, with the link to the search', () => {
    const mail = alertMail(alertOf({ searches: [search(1, [listing(7)], 13, '/texas/land-for-sale/?price=0-300000')] }), recipient, origin);
    expect(mail.text).toContain('Your saved search “Search 1”: 13 new listings');
    expect(mail.text).toContain(`12 more listings: ${origin}/texas/land-for-sale/?price=0-300000`);
    expect(mail.text).not.toContain('See this search');
  });

  it('describes favourite changes: price cut with both prices, under contract, sold, off market, back on market', () => {
    const favorites = {
      total: 5,
      changes: [
        change('price-cut', 1, { price: 225_000, previousPrice: 250_000 }), change('under-contract', 2), change('sold', 3), change('off-market', 4), change('back-on-market', 5),
      ],
    };
    const mail = alertMail(alertOf({ favorites }), recipient, origin);
    expect(mail.subject).toBe(`${land.name}: 5 changes to your favorites`);
    expect(mail.text).toContain('Your favorites: 5 changes');
    expect(mail.text).toContain(`Price reduced from $250,000 to $225,000: Creek ranch 1\n${origin}/property/llano-county-tx/1/\nListed by Jane Q. Broker: ${origin}/member/jane-broker/314/`);
    expect(mail.text).toContain('Under contract: Creek ranch 2');
    expect(mail.text).toContain('Sold: Creek ranch 3');
    expect(mail.text).toContain('Off market: Creek ranch 4');
    expect(mail.text).toContain('Back on market: Creek ranch 5');
    expect(mail.text).toContain(`See your favorites: ${origin}/account/savedproperties/`);
  });

  it('puts searches and favourites in one mail, searches first, and names both in the subject', () => {
    const mail = alertMail(alertOf({ searches: [search(1, [listing(7)])], favorites: { total: 1, changes: [change('sold', 3)] } }), recipient, origin);
    expect(mail.subject).toBe(`${land.name}: 1 new listing and 1 change to your favorites`);
    expect(mail.text.indexOf('Your saved search “Search 1”: 1 new listing')).toBeLessThan(mail.text.indexOf('Your favorites: 1 change'));
  });

  it('leaves out searches without new listings', () => {
    const mail = alertMail(alertOf({ searches: [search(1, []), search(2, [listing(7)])] }), recipient, origin);
    expect(mail.text).not.toContain('Search 1');
    expect(mail.text).toContain('Your saved search “Search 2”: 1 new listing');
  });

  it('ends with links to choose how often and an unsubscribe link for this user that is also the one-click header URL', () => {
    const mail = alertMail(alertOf({ searches: [search(1, [listing(7)])] }), recipient, origin);
    expect(mail.text).toContain(`${origin}/account/savedsearches/`);
    expect(mail.text).toContain(`${origin}/account/details/`);
    const token = mail.unsubscribeUrl?.match(/\/api\/alerts\/unsubscribe\/([^/?]+)$/)?.[1] ?? '';
    expect(readUnsubscribeToken(token)).toEqual({ ok: true, userId: 42 });
    expect(mail.text).toContain(`Unsubscribe from all alert emails: ${mail.unsubscribeUrl}`);
    expect(mail.unsubscribeUrl?.startsWith(`${origin}/api/alerts/unsubscribe/`)).toBe(true);
  });

  it('names no broker for free-tier and courtesy listings, as the listing page shows no broker block for them', () => {
    const free = listing(1, { listingLevel: ListingTier.FREE });
    const courtesy = listing(2, { upgradeLevelId: UpgradeLevel.COURTESY });
    const searches = [search(1, [free, courtesy, listing(3, { broker: null })])];
    const mail = alertMail(alertOf({ searches, favorites: { total: 2, changes: [change('sold', 4, { listing: free }), change('sold', 5, { listing: courtesy })] } }), recipient, origin);
    expect(mail.text).toContain(`${origin}/property/llano-county-tx/1/`);
    expect(mail.text).toContain(`${origin}/property/llano-county-tx/2/`);
    expect(mail.text).not.toContain('Listed by');
    expect(mail.text).not.toContain('/member/');
  });

  it("names the broker by the contact, else the company, and links the profile in the brand's dialect", () => {
    const company = { accountId: 77, contactName: null, companyName: 'Ranch & Range Realty' };
    const mail = alertMail(alertOf({ searches: [search(1, [listing(7, { broker: company })])] }), recipient, origin);
    expect(mail.text).toContain(`Listed by Ranch & Range Realty: ${origin}/member/ranch-realty/77/`);
    const farmOrigin = 'http://farm.localhost:3000';
    const farmMail = alertMail(alertOf({ brand: siteBrand('farm') as SiteBrand, searches: [search(1, [listing(7)])] }), recipient, farmOrigin);
    expect(farmMail.text).toContain(`Listed by Jane Q. Broker: ${farmOrigin}/broker/jane-broker-314/`);
  });

  it("writes links in the brand's own dialect and origin", () => {
    const recOrigin = 'http://rec.localhost:3000';
    const mail = alertMail(alertOf({ brand: rec, searches: [search(1, [listing(7)], 1, '/texas/hunting')] }), recipient, recOrigin);
    expect(mail.fromName).toBe(rec.name);
    expect(mail.text).toContain(`${recOrigin}/llano-county-tx/pid/7`);
    expect(mail.text).toContain(`Listed by Jane Q. Broker: ${recOrigin}/profile/jane-broker/314`);
    expect(mail.text).toContain(`See this search: ${recOrigin}/texas/hunting`);
  });

  it('greets without a name when the user has none', () => {
    const mail = alertMail(alertOf({ searches: [search(1, [listing(7)])] }), { ...recipient, name: ' ' }, origin);
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.toName).toBeUndefined();
  });

  it('links the saved searches instead of a search URL too long for a mail', () => {
    const path = `/texas/land-for-sale/?polygon=${'a'.repeat(MAX_SEARCH_LINK)}`;
    const mail = alertMail(alertOf({ searches: [search(1, [listing(7)], 1, path)] }), recipient, origin);
    expect(mail.text).not.toContain('aaaa');
    expect(mail.text).toContain(`See this search: ${origin}/account/savedsearches/`);
  });

  it('stays within the mail size: searches past the budget become one line with the saved searches link', () => {
    const many = Array.from({ length: 60 }, (_, i) => search(i + 1, Array.from({ length: 10 }, (_, j) => listing(i * 10 + j + 1, { title: 'T'.repeat(300) }))));
    const mail = alertMail(alertOf({ searches: many, favorites: { total: 20, changes: Array.from({ length: 20 }, (_, i) => change('sold', i + 1)) } }), recipient, origin);
    expect(mail.text.length).toBeLessThanOrEqual(ALERT_TEXT_BUDGET + 500);
    expect(mailMessageSchema.safeParse(mail).success).toBe(true);
    expect(mail.text).toMatch(/\d+ more saved searches have new listings: http:\/\/land\.localhost:3000\/account\/savedsearches\//);
    expect(mail.text).toContain('Your favorites: 20 changes');
    expect(mail.subject).toBe(`${land.name}: 600 new listings and 20 changes to your favorites`);
  });
});
