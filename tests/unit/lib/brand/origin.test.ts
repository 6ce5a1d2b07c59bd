import { describe, expect, it } from 'vitest';
import type { HostRules } from '@/lib/brand/host';
import { brandOrigin } from '@/lib/brand/origin';

const brands = [
  { key: 'land', hostnames: ['acrewise.com'] },
  { key: 'farm', hostnames: ['fieldstead.com'] },
];
const production: HostRules = { mode: 'production', brands, defaultBrand: 'land' };
const demo: HostRules = { ...production, mode: 'demo' };
const origin = (key: string, rules: HostRules, requestHost: string | null, trustedProto: string | null = null) =>
  brandOrigin(key, { rules, requestHost, trustedProto, demoPort: 3000 });

describe('redirect origins never come from an unknown Host', () => {
  it('is https on the first configured hostname in production, whatever the request said', () => {
    expect(origin('farm', production, 'evil.com')).toBe('https://fieldstead.com');
    expect(origin('farm', production, 'www.fieldstead.com', 'http')).toBe('https://fieldstead.com');
    expect(origin('land', { ...production, hostOverrides: { land: ['acrewise.net'] } }, null)).toBe('https://acrewise.net');
  });

  it('keeps a demo visitor on a Host that names a brand, with its port', () => {
    expect(origin('farm', demo, 'farm.localhost:3000')).toBe('http://farm.localhost:3000');
    expect(origin('farm', demo, 'land.localhost:3100')).toBe('http://land.localhost:3100'); // a preview on land's host
    expect(origin('farm', demo, 'farm.localhost:3000', 'https')).toBe('https://farm.localhost:3000');
  });

  it('uses the brand demo host for any other Host in demo mode', () => {
    for (const host of ['evil.com', 'evil.com:3000', '127.0.0.1:3000', '[::1]:3000', 'farm.localhost:99999', 'a b', null]) {
      expect(origin('farm', demo, host)).toBe('http://farm.localhost:3000');
    }
  });
});
