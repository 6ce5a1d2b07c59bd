import { describe, expect, it } from 'vitest';
import { brokerDisplayName, brokerProfileRoute, profileTarget } from '@/lib/brokers';

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
