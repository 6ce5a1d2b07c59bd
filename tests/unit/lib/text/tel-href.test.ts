import { describe, expect, it } from 'vitest';
import { telHref } from '@/lib/text/tel-href';

describe('tel: links for broker phones', () => {
  it.each([
    ['(512) 555-0100', 'tel:+15125550100'],
    ['512.555.0100', 'tel:+15125550100'],
    ['1-800-555-0199', 'tel:+18005550199'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['512-555-0100 x12', 'tel:+15125550100;ext=12'],
    ['512 555 0100 ext. 7', 'tel:+15125550100;ext=7'],
  ])('%s -> %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each(['', 'call me', '555', '1234567890123456789'])('gives no link for %j', (phone) => {
    expect(telHref(phone)).toBeNull();
  });
});
