import { describe, expect, it } from 'vitest';
import { brokerDisplayName, brokerListingsRoute, brokerProfileRoute, listingsTarget, profileTarget } from '@/lib/brokers';

const jane = { accountId: 55, contactName: 'Jane Q. Doe, ALC', companyName: 'Hill Country Land Co.', isSeller: true };

describe('a profile URL', () => {
  it('renders under the account\'s own name slug (SPEC §2.4: first and last word of the contact name)', () => {
    expect(brokerProfileRoute(jane)).toEqual({ kind: 'broker-profile', id: 55, name: 'jane-doe' });
    expect(profileTarget({ kind: 'broker-profile', id: 55, name: 'jane-doe' }, jane)).toEqual({ action: 'render' });
  });

  it('redirects a wrong or missing name slug to the canonical one', () => {
    expect(profileTarget({ kind: 'broker-profile', id: 55, name: 'seller' }, jane)).toEqual({ action: 'redirect', route: { kind: 'broker-profile', id: 55, name: 'jane-doe' } });
    expect(profileTarget({ kind: 'broker-profile', id: 55, name: 'john-smith' }, jane)).toMatchObject({ action: 'redirect' });
  });

  it('is the 404 for an unknown id, another id, or an account that sells nothing', () => {
    expect(profileTarget({ kind: 'broker-profile', id: 55, name: 'jane-doe' }, null)).toEqual({ action: 'not-found' });
    expect(profileTarget(null, jane)).toEqual({ action: 'not-found' });
    expect(profileTarget({ kind: 'broker-profile', id: 56, name: 'jane-doe' }, jane)).toEqual({ action: 'not-found' });
    expect(profileTarget({ kind: 'broker-profile', id: 55, name: 'jane-doe' }, { ...jane, isSeller: false })).toEqual({ action: 'not-found' });
  });

  it('names a company without a contact by the company, and an account without either "Seller"', () => {
    expect(brokerDisplayName({ contactName: null, companyName: 'Hill Country Land Co.' })).toBe('Hill Country Land Co.');
    expect(brokerDisplayName({ contactName: '  ', companyName: null })).toBe('Seller');
    expect(brokerProfileRoute({ accountId: 9, contactName: null, companyName: null }).name).toBe('seller');
  });
});

describe('a broker listings URL', () => {
  const active = { ...jane, isActive: true };
  const listings = (name: string) => ({ kind: 'broker-listings', id: 55, name, sort: 'sort-newest', page: 2 }) as const;

  it('is built from the account\'s name slug, first page, default order', () => {
    expect(brokerListingsRoute(jane)).toEqual({ kind: 'broker-listings', id: 55, name: 'jane-doe', page: 0 });
  });

  it('renders under the account\'s own name slug and redirects another one, keeping sort and page', () => {
    expect(listingsTarget(listings('jane-doe'), active)).toEqual({ action: 'render' });
    expect(listingsTarget(listings('seller'), active)).toEqual({ action: 'redirect', route: listings('jane-doe') });
  });

  it('sends an inactive broker\'s listings to the profile, which says why there are none', () => {
    expect(listingsTarget(listings('jane-doe'), { ...active, isActive: false })).toEqual({ action: 'redirect', route: brokerProfileRoute(jane) });
    expect(listingsTarget(listings('seller'), { ...active, isActive: false })).toEqual({ action: 'redirect', route: brokerProfileRoute(jane) });
  });

  it('is the 404 for an unknown id, another id, or an account that sells nothing', () => {
    expect(listingsTarget(listings('jane-doe'), null)).toEqual({ action: 'not-found' });
    expect(listingsTarget(null, active)).toEqual({ action: 'not-found' });
    expect(listingsTarget({ ...listings('jane-doe'), id: 56 }, active)).toEqual({ action: 'not-found' });
    expect(listingsTarget(listings('jane-doe'), { ...active, isSeller: false, isActive: false })).toEqual({ action: 'not-found' });
  });
});
