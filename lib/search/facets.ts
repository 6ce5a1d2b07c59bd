import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { propertyTypes, type PropertyTypeId } from '@/lib/domain';
import type { SearchCriteria } from './criteria';
import { listingsWithAnyType, talliedScope, typeTallies } from './type-tallies';
import { whereClause, type WhereOptions } from './where';

export type PropertyTypeFacets = Record<PropertyTypeId, number>;

/**
 * Listings per property type for the criteria without their own property-type choice, so the
 * counts show what picking each type would give. A plain state or national search sums the tallies
 * (`type-tallies.ts`); any other makes one pass over the matching rows.
 */
export async function propertyTypeFacets(criteria: SearchCriteria, options: WhereOptions): Promise<PropertyTypeFacets> {
  const scope = talliedScope(criteria, options);
  if (scope) {
    const tallies = await typeTallies(scope);
    return Object.fromEntries(propertyTypes.map((t) => [t.id, listingsWithAnyType(tallies, t.id)])) as PropertyTypeFacets;
  }
  // Facets read every match, never a page in rank order: a keyword's state comes off the words-and-state index.
  const where = whereClause({ ...criteria, propertyTypes: [] }, { ...options, keywordStateIndex: true });
  const columns = sql.raw(propertyTypes.map((t) => `count(*) filter (where (property_types & ${t.id}) <> 0)::int as "${t.id}"`).join(', '));
  const result = await db().execute<Record<string, number>>(sql`select ${columns} from listings where ${where}`);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(propertyTypes.map((t) => [t.id, Number(row[String(t.id)] ?? 0)])) as PropertyTypeFacets;
}
