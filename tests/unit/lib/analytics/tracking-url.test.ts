import { describe, expect, it } from 'vitest';
import { brokerWebsiteUrl, trackingMedium } from '@/lib/analytics/tracking-url';

describe('broker website tracking links (SPEC §7)', () => {
  it('adds source "network" and medium "referral", keeping the site\'s own query and fragment', () => {
    expect(brokerWebsiteUrl('https://ranchbroker.example/listings?id=4#top', 'referral')).toBe(
      'https://ranchbroker.example/listings?id=4&utm_source=network&utm_medium=referral#top',
    );
  });

  it('uses medium "affiliate" for the affiliate retailer only', () => {
    expect(trackingMedium(77, [77])).toBe('affiliate');
    expect(trackingMedium(78, [77])).toBe('referral');
    expect(trackingMedium(77)).toBe('referral');
    expect(brokerWebsiteUrl('https://retailer.example/', 'affiliate')).toBe('https://retailer.example/?utm_source=network&utm_medium=affiliate');
  });

  it('replaces tracking parameters the broker already put in the link instead of doubling them', () => {
    expect(brokerWebsiteUrl('http://a.example/?utm_source=facebook&utm_medium=cpc', 'referral')).toBe('http://a.example/?utm_source=network&utm_medium=referral');
  });

  it('reads an address without a scheme as https', () => {
    expect(brokerWebsiteUrl(' www.landco.example ', 'referral')).toBe('https://www.landco.example/?utm_source=network&utm_medium=referral');
  });

  it.each([null, '', '   ', 'javascript:alert(1)', 'mailto:a@b.example', 'ftp://files.example/', 'https://user:pw@a.example/', 'http://'])('gives no link for %j', (value) => {
    expect(brokerWebsiteUrl(value, 'referral')).toBeNull();
  });
});
