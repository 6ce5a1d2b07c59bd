import { describe, expect, it } from 'vitest';
import { checkPhone } from '@/lib/leads/phone-check';
import { isPhoneFormat } from '@/lib/leads/phone-format';

describe('SPEC §5 phone format', () => {
  it.each(['5125550123', '512-555-0123', '512.555.0123', '512 555 0123', '(512) 555-0123', '(512)555-0123', '+5125550123', '512-555-012345', '  512-555-0123  '])('accepts %s', (phone) => {
    expect(isPhoneFormat(phone)).toBe(true);
  });

  it.each(['', '555-0123', '51-555-0123', '512-55-0123', '512-555-012', '512-555-0123456', '+1 512 555 0123', '512--555-0123', 'phone', '512-555-01a3'])('refuses "%s"', (phone) => {
    expect(isPhoneFormat(phone)).toBe(false);
  });
});

describe('phone check (SPEC §7 validatePhoneNumber)', () => {
  it('says success for a real North American number, Puerto Rico included', () => {
    expect(checkPhone('(512) 555-0123')).toEqual({ unableToValidate: false, success: true });
    expect(checkPhone('787-234-5678')).toEqual({ unableToValidate: false, success: true });
  });

  it('says no success for an area code or exchange that does not exist, or a bad format', () => {
    expect(checkPhone('123-456-7890')).toEqual({ unableToValidate: false, success: false });
    expect(checkPhone('512-055-0123')).toEqual({ unableToValidate: false, success: false });
    expect(checkPhone('555-0123')).toEqual({ unableToValidate: false, success: false });
  });

  it('cannot validate the 5- and 6-digit endings the format allows', () => {
    expect(checkPhone('512-555-012345')).toEqual({ unableToValidate: true, success: false });
  });
});
