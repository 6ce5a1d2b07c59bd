import { describe, expect, it } from 'vitest';
import { hostOverridesFromEnv, normalizeHost, selectBrand, type BrandSelectionInput } from '@/lib/brand/host';

const brands = [
  { key: 'land', hostnames: ['acrewise.com'] },
  { key: 'farm', hostnames: ['fieldstead.com'] },
  { key: 'rec', hostnames: ['wildshore.com'] },
];
const base: BrandSelectionInput = { host: null, environment: 'production', brands, defaultBrand: 'land' };
const pick = (input: Partial<BrandSelectionInput>) => selectBrand({ ...base, ...input });

describe('host -> brand', () => {
  it('normalizes case, port, www. and a trailing dot', () => {
    expect(normalizeHost('WWW.Fieldstead.com:8080')).toBe('fieldstead.com');
    expect(normalizeHost('wildshore.com.')).toBe('wildshore.com');
    expect(normalizeHost(null)).toBe('');
  });

  it('maps production hostnames to their brand', () => {
    expect(pick({ host: 'acrewise.com' })).toEqual({ key: 'land', source: 'host' });
    expect(pick({ host: 'www.fieldstead.com' })).toEqual({ key: 'farm', source: 'host' });
    expect(pick({ host: 'wildshore.com:443' })).toEqual({ key: 'rec', source: 'host' });
  });

  it('accepts extra production hostnames from the environment', () => {
    const hostOverrides = hostOverridesFromEnv({ BRAND_HOSTS_REC: 'wild.example, www.wild2.example', OTHER: 'x' });
    expect(hostOverrides).toEqual({ rec: ['wild.example', 'www.wild2.example'] });
    expect(pick({ host: 'wild2.example', hostOverrides })).toEqual({ key: 'rec', source: 'host' });
  });

  it('gives unknown hosts the default brand', () => {
    expect(pick({ host: 'example.org' })).toEqual({ key: 'land', source: 'default' });
    expect(pick({ host: '' , defaultBrand: 'farm' })).toEqual({ key: 'farm', source: 'default' });
    expect(pick({ host: '[::1]:3000' })).toEqual({ key: 'land', source: 'default' });
  });

  it('maps <key>.localhost in development and test, but not in production', () => {
    expect(pick({ host: 'farm.localhost:3000', environment: 'development' })).toEqual({ key: 'farm', source: 'host' });
    expect(pick({ host: 'rec.localhost', environment: 'test' })).toEqual({ key: 'rec', source: 'host' });
    expect(pick({ host: 'farm.localhost:3000', environment: 'production' })).toEqual({ key: 'land', source: 'default' });
    expect(pick({ host: 'valuation.localhost', environment: 'development' })).toEqual({ key: 'land', source: 'default' });
  });

  it('lets a preview query or cookie pick the brand outside production only', () => {
    const dev = { environment: 'development' as const, host: 'land.localhost' };
    expect(pick({ ...dev, previewQuery: 'rec' })).toEqual({ key: 'rec', source: 'preview-query' });
    expect(pick({ ...dev, previewCookie: 'farm' })).toEqual({ key: 'farm', source: 'preview-cookie' });
    expect(pick({ ...dev, previewQuery: 'rec', previewCookie: 'farm' })).toEqual({ key: 'rec', source: 'preview-query' });
    expect(pick({ ...dev, previewQuery: 'nope' })).toEqual({ key: 'land', source: 'host' });
    expect(pick({ host: 'acrewise.com', previewQuery: 'rec', previewCookie: 'farm' })).toEqual({ key: 'land', source: 'host' });
  });
});
