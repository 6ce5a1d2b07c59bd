import { describe, expect, it } from 'vitest';
import { browserListingLogTypes, browserSellerLogTypes, listingLogTypes, logTypes, sellerLogTypes } from '@/lib/analytics/log-types';

describe('log types (SPEC §3/§7)', () => {
  it('holds the nine SPEC log types once each', () => {
    expect(Object.values(logTypes).map((t) => t.code)).toEqual([
      'email lead', 'details viewed', 'phone click', 'document click', 'send to friend', 'flyers printed', 'external link click', 'seller viewed', 'seller results',
    ]);
  });

  it('counts the seven listing types per listing, and leaves seller types out', () => {
    expect(listingLogTypes).toEqual(['email lead', 'details viewed', 'phone click', 'document click', 'send to friend', 'flyers printed', 'external link click']);
  });

  it('lets browsers report views and clicks, never leads or send-to-friend (those are counted where they are stored)', () => {
    expect(browserListingLogTypes).toEqual(['details viewed', 'phone click', 'document click', 'flyers printed', 'external link click']);
    expect(browserListingLogTypes).not.toContain('email lead');
    expect(browserListingLogTypes).not.toContain('send to friend');
  });

  it('counts seller views, seller results and phone clicks per seller account, all reported by browsers', () => {
    expect(sellerLogTypes).toEqual(['phone click', 'seller viewed', 'seller results']);
    expect(browserSellerLogTypes).toEqual(sellerLogTypes);
  });
});
