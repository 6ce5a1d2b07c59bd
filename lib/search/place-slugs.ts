import { sql } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { db } from '@/lib/db/client';
import { stateById } from '@/lib/geo/states';
import type { SearchCriteria } from './criteria';
import { locationQuery } from './location-type';
import { urlFromCriteria, type PlaceSlugs } from './url-from-criteria';

const areaTables = { city: 'cities', county: 'counties', region: 'regions' } as const;

/**
 * Slugs for the path of a search URL: the state, plus the one zip, city, county or region the
 * search is about. Several places of a kind stay in the query string. Unknown ids give no slug.
 */
export async function placeSlugs(criteria: SearchCriteria): Promise<PlaceSlugs> {
  const { locationType, idList } = locationQuery(criteria);
  const stateSlug = (id: number | undefined) => (id ? stateById(id)?.slug : undefined);
  if (locationType === 'zip' && criteria.zip) {
    const rows = await db().execute<{ state_id: number }>(sql`select state_id from zips where zip = ${criteria.zip}`);
    const state = stateSlug(Number(rows.rows[0]?.state_id ?? 0));
    return state ? { state, area: { type: 'zip', slug: criteria.zip } } : {};
  }
  if ((locationType === 'city' || locationType === 'county' || locationType === 'region') && idList.length === 1) {
    const table = sql.identifier(areaTables[locationType]);
    const rows = await db().execute<{ state_id: number; slug: string }>(sql`select state_id, slug from ${table} where id = ${idList[0]}`);
    const row = rows.rows[0];
    const state = stateSlug(Number(row?.state_id ?? 0));
    return row && state ? { state, area: { type: locationType, slug: row.slug } } : {};
  }
  const state = stateSlug(criteria.stateId);
  return state ? { state } : {};
}

/** The brand's URL for criteria whose place slugs are not at hand (an API body, free text, a redirect): they are looked up first. */
export async function searchUrl(brand: SiteBrand, criteria: SearchCriteria): Promise<string> {
  return urlFromCriteria({ dialect: brand.urlDialect, place: await placeSlugs(criteria) }, criteria);
}
