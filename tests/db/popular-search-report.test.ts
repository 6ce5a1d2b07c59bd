import { describe, expect, inject, it } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { readPopularSearchReport } from '@/lib/search/popular-searches';
import { readSearchUrl } from '@/lib/search/criteria-from-url';
import { useTestDatabase } from './helpers';

useTestDatabase();

function brandByKey(key: string): SiteBrand {
  const brand = siteBrand(key);
  if (!brand) throw new Error(`no brand ${key}`);
  return brand;
}

describe(`popular-search reports on ${inject('databaseEngine')}`, () => {
  it('reads a URL of the brand into criteria with ids, and keeps the URL as sent', async () => {
    const land = brandByKey('land');
    const report = await readPopularSearchReport(land, { url: '/texas-land-for-sale/llano-county/hunting-property/?priceMax=500000' });
    expect(report).toMatchObject({ ok: true, path: '/texas-land-for-sale/llano-county/hunting-property/?priceMax=500000' });
    if (!report.ok) return;
    expect(report.criteria).toMatchObject({ stateId: 48, countyIdList: [48299], propertyTypes: [128], priceMax: 500000 });
  });

  it('reads each brand with its own dialect', async () => {
    const farm = await readSearchUrl(brandByKey('farm').urlDialect, '/search/texas/llano-county/');
    const rec = await readSearchUrl(brandByKey('rec').urlDialect, '/texas-land-for-sale/llano-county');
    expect([farm.ok && farm.criteria.countyIdList, rec.ok && rec.criteria.countyIdList]).toEqual([[48299], [48299]]);
    // Another brand's dialect is not this brand's URL.
    expect((await readSearchUrl(brandByKey('farm').urlDialect, '/texas-land-for-sale/llano-county/')).ok).toBe(false);
  });

  it('refuses URLs that are no search of the site, or carry invalid parameters', async () => {
    const land = brandByKey('land');
    for (const url of ['/texas-land-for-sale/nowhere-county/', '//evil.example/texas-land-for-sale/', '/texas-land-for-sale/?priceMin=abc', '/robots.txt', 'texas']) {
      expect((await readPopularSearchReport(land, { url })).ok, url).toBe(false);
    }
    expect((await readPopularSearchReport(land, { url: '/texas-land-for-sale/', extra: 1 })).ok).toBe(false);
  });

  it('gives criteria from outside callers the URL the brand builds for them', async () => {
    const report = await readPopularSearchReport(brandByKey('land'), { stateId: 48, countyIdList: [48299] });
    expect(report).toMatchObject({ ok: true, path: '/texas-land-for-sale/llano-county/' });
    expect((await readPopularSearchReport(brandByKey('land'), { priceMin: 'lots' })).ok).toBe(false);
  });
});
