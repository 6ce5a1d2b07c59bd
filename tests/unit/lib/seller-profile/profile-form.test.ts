import { describe, expect, it } from 'vitest';
import { sellerProfileSchema, websiteAddress } from '@/lib/seller-profile';

// The profile form's own rules (docs/seller-profile.md); the SPEC §5 messages are checked through the
// route (tests/db/seller-profile.test.ts) and the form (tests/unit/components/seller/profile-editor.test.tsx).

const parse = (values: Record<string, unknown>) => sellerProfileSchema.safeParse({ stateId: 48, ...values });
const problems = (values: Record<string, unknown>) => {
  const result = parse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the seller profile form', () => {
  it('keeps a website as typed, adding https:// when it names no scheme', () => {
    expect(websiteAddress('https://www.llano-land.example.com/about?x=1')).toBe('https://www.llano-land.example.com/about?x=1');
    expect(websiteAddress('http://llano.example.com')).toBe('http://llano.example.com');
    expect(websiteAddress('www.llano-land.example.com')).toBe('https://www.llano-land.example.com');
    expect(parse({ websiteUrl: '  llano.example.com  ' }).data?.websiteUrl).toBe('https://llano.example.com');
  });

  it.each([
    ['javascript:alert(1)'], ['mailto:dana@example.com'], ['ftp://files.example.com'], ['http://localhost:3000'], ['https://192.168.1.10'],
    ['https://user:secret@example.com'], ['llano land'], ['https://intranet'],
  ])('refuses %j as a website', (website) => {
    expect(websiteAddress(website)).toBeNull();
    expect(problems({ websiteUrl: website })).toEqual(['websiteUrl']);
  });

  it('takes empty fields as none, and needs only the state', () => {
    expect(parse({}).data).toEqual({
      description: '', licenseNumber: '', officePhone: '', preferredPhone: '', websiteUrl: '', address1: '', address2: '', city: '', stateId: 48, zip: '',
    });
    expect(problems({ stateId: undefined })).toEqual(['stateId']);
    expect(problems({ stateId: null })).toEqual(['stateId']);
    expect(problems({ stateId: 3 })).toEqual(['stateId']);
    expect(problems({ stateId: 72 })).toEqual([]);
  });

  it('holds phones to the SPEC §5 format, the ZIP to 5 digits and the description to 4,000 characters of plain text', () => {
    expect(problems({ officePhone: '(325) 247-4100', preferredPhone: '+1 325 247 4199' })).toEqual(['preferredPhone']);
    expect(problems({ preferredPhone: '325.247.4199', zip: '78643' })).toEqual([]);
    expect(problems({ zip: '78643-1234' })).toEqual(['zip']);
    expect(problems({ description: 'a'.repeat(4_000) })).toEqual([]);
    expect(problems({ description: 'a'.repeat(4_001) })).toEqual(['description']);
    expect(problems({ description: 'Call dana@example.com' })).toEqual(['description']);
    expect(problems({ licenseNumber: 'TX-0451234', city: 'Llano', address1: '101 Main St' })).toEqual([]);
  });
});
