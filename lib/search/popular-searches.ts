import { z } from 'zod';
import { db } from '@/lib/db/client';
import { popularSearches } from '@/lib/db/schema';
import type { SiteBrand } from '@/lib/brand';
import type { SearchCriteria } from './criteria';
import { readSearchUrl } from './criteria-from-url';
import { parseCriteriaBody } from './criteria-request';
import { searchUrl } from './place-slugs';

/** The browser reports the URL it is on; outside callers may send criteria (SPEC §7's "JSON of the search"). */
const urlReportSchema = z.object({ url: z.string().min(1).max(2048).startsWith('/') }).strict();

export type PopularSearchReport = { ok: true; criteria: SearchCriteria; path: string } | { ok: false; status: 400; errors: string[] };

/**
 * A reported search as criteria and the brand's URL for it. A URL is read with the brand's dialect
 * (and kept as sent: it is what the visitor saw); criteria get the URL the brand builds for them.
 */
export async function readPopularSearchReport(brand: SiteBrand, body: unknown): Promise<PopularSearchReport> {
  const report = urlReportSchema.safeParse(body);
  if (report.success) {
    const reading = await readSearchUrl(brand.urlDialect, report.data.url);
    if (!reading.ok || reading.rejected.length > 0) return { ok: false, status: 400, errors: ['url: not a search URL of this site'] };
    const { pathname, search } = new URL(report.data.url, 'http://search.invalid');
    return { ok: true, criteria: reading.criteria, path: pathname + search };
  }
  const criteria = parseCriteriaBody(body);
  if (!criteria.ok) return { ok: false, status: 400, errors: criteria.errors };
  return { ok: true, criteria: criteria.criteria, path: await searchUrl(brand, criteria.criteria) };
}

/** Stores a search someone ran, with the brand's URL for it, for popular-search lists. */
export async function recordPopularSearch(brand: SiteBrand, search: { criteria: SearchCriteria; path: string }): Promise<void> {
  await db().insert(popularSearches).values({ siteId: brand.siteId, criteria: search.criteria, path: search.path });
}
