import { describe, expect, it } from 'vitest';
import { brandForHost, hostOverridesFromEnv, isLoopbackHost, normalizeHost, resolveBrand, type HostRules } from '@/lib/brand/host';

const brands = [
  { key: 'land', hostnames: ['acrewise.com'] },
  { key: 'farm', hostnames: ['fieldstead.com'] },
  { key: 'rec', hostnames: ['wildshore.com'] },
];
const production: HostRules = { mode: 'production', brands, defaultBrand: 'land' };
const demo: HostRules = { ...production, mode: 'demo' };

describe('host -> brand (DESIGN §1, §3.1)', () => {
  it('normalizes case, port, www. and a trailing dot', () => {
    expect(normalizeHost('WWW.Fieldstead.com:8080')).toBe('fieldstead.com');
    expect(normalizeHost('wildshore.com.')).toBe('wildshore.com');
    expect(normalizeHost(null)).toBe('');
  });

  it('maps production hostnames to their brand in every mode', () => {
    expect(resolveBrand({ host: 'acrewise.com' }, production)).toEqual({ key: 'land', source: 'host' });
    expect(resolveBrand({ host: 'www.fieldstead.com' }, production)).toEqual({ key: 'farm', source: 'host' });
    expect(resolveBrand({ host: 'wildshore.com:443' }, demo)).toEqual({ key: 'rec', source: 'host' });
  });

  it('accepts extra production hostnames from the environment', () => {
    const hostOverrides = hostOverridesFromEnv({ BRAND_HOSTS_REC: 'wild.example, www.wild2.example', OTHER: 'x' });
    expect(hostOverrides).toEqual({ rec: ['wild.example', 'www.wild2.example'] });
    expect(resolveBrand({ host: 'wild2.example' }, { ...production, hostOverrides })).toEqual({ key: 'rec', source: 'host' });
  });

  it('serves no brand for an unknown host in production, the default brand in demo mode', () => {
    for (const host of ['example.org', '', null, '[::1]:3000', 'evil.com', 'farm.localhost:3000', 'acrewise.com.evil.com']) {
      expect(resolveBrand({ host }, production)).toBeNull();
    }
    expect(resolveBrand({ host: 'example.org' }, demo)).toEqual({ key: 'land', source: 'default' });
    expect(resolveBrand({ host: '' }, { ...demo, defaultBrand: 'farm' })).toEqual({ key: 'farm', source: 'default' });
  });

  it('maps <key>.localhost in demo mode only, and only for site brands', () => {
    expect(brandForHost('farm.localhost:3000', demo)).toBe('farm');
    expect(brandForHost('rec.localhost', demo)).toBe('rec');
    expect(brandForHost('farm.localhost:3000', production)).toBeNull();
    expect(brandForHost('valuation.localhost', demo)).toBeNull();
  });

  it('lets a preview query or cookie pick the brand in demo mode only', () => {
    const host = 'land.localhost';
    expect(resolveBrand({ host, previewQuery: 'rec' }, demo)).toEqual({ key: 'rec', source: 'preview-query' });
    expect(resolveBrand({ host, previewCookie: 'farm' }, demo)).toEqual({ key: 'farm', source: 'preview-cookie' });
    expect(resolveBrand({ host, previewQuery: 'rec', previewCookie: 'farm' }, demo)).toEqual({ key: 'rec', source: 'preview-query' });
    expect(resolveBrand({ host, previewQuery: 'nope' }, demo)).toEqual({ key: 'land', source: 'host' });
    expect(resolveBrand({ host: 'acrewise.com', previewQuery: 'rec', previewCookie: 'farm' }, production)).toEqual({ key: 'land', source: 'host' });
  });

  it('ignores the preview on a demo reached by a network name: a shared cache could keep the other brand', () => {
    for (const host of ['acrewise.com', '192.168.1.20:3000', 'demo.example.org', 'localhost.evil.com']) {
      expect(resolveBrand({ host, previewQuery: 'rec', previewCookie: 'farm' }, demo)?.source).not.toMatch(/^preview/);
    }
    for (const host of ['localhost:3000', 'land.localhost', '127.0.0.1:3000', '127.1.2.3', '[::1]:3000']) {
      expect(resolveBrand({ host, previewCookie: 'farm' }, demo)).toEqual({ key: 'farm', source: 'preview-cookie' });
    }
  });

  it('knows the names only this machine reaches', () => {
    expect(['localhost', 'LAND.localhost:3000', '127.0.0.1', '[::1]', '[::1]:8080'].map(isLoopbackHost)).toEqual([true, true, true, true, true]);
    expect(['', null, 'localhost.evil.com', '10.0.0.1', '127.0.0.1.evil.com', '[::2]', 'acrewise.com'].map(isLoopbackHost)).toEqual([false, false, false, false, false, false, false]);
  });
});
