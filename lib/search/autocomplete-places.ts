import { sql } from 'drizzle-orm';
import { activeListing } from '@/lib/db/schema/listings';
import { states } from '@/lib/geo/states';
import { inventoryCounts } from '@/lib/listings/inventory-counts';
import { searchRoute } from '@/lib/navigation';
import type { Candidate, KindSource, MatchTier } from './autocomplete-candidate';
import {
  CANDIDATE_ORDER, CITY_ORDER, NONE, candidateColumns, countyName, matchTier, slugIn, slugPrefix, stateAbbreviation, stateFilter, stateSlug,
} from './autocomplete-candidate';
import type { AutocompleteQuery } from './autocomplete-query';

// Place kinds of the location autocomplete. Names are matched on their URL slugs with
// `slug like 'prefix%'`, served by the `*_slug_prefix` (text_pattern_ops) indexes; a slug holds only
// [a-z0-9-], so no query text can act as a LIKE wildcard. Regions (~160) and lakes (~70) are small
// enough to scan.

/** Suffixes of county slugs ("llano-county"), from the county kinds in lib/geo/county-kind.ts. */
const countyKindSlugs = ['county', 'parish', 'borough', 'census-area', 'city-and-borough', 'municipality', 'municipio', 'city'];

const activeListings = (column: string) =>
  sql`(select count(*) from listings l where l.${sql.raw(column)} and ${activeListing('l')})`;

/** States live in code; ranked by active listings (the home page's cached count). */
export async function stateCandidates(query: AutocompleteQuery): Promise<Candidate[]> {
  if (!query.slug) return [];
  const { byState } = await inventoryCounts();
  return states.flatMap((state): Candidate[] => {
    if (query.state && query.state.id !== state.id) return [];
    const tier: MatchTier | null =
      query.slugs.includes(state.slug) || state.abbreviation.toLowerCase() === query.slug ? 0
        : query.slugs.some((slug) => state.slug.startsWith(slug)) ? 1
          : query.slugs.some((slug) => state.slug.includes(`-${slug}`)) ? 2
            : null;
    if (tier === null) return [];
    const route = searchRoute({ state: state.slug });
    return [{ type: 'state', id: state.id, label: state.name, route, tier, listings: byState.get(state.id) ?? 0, size: 0 }];
  });
}

export function countySource(query: AutocompleteQuery): KindSource | null {
  if (!query.slug) return null;
  // "llano" and "llano-county" both name Llano County exactly.
  const exact = slugIn(sql`c.slug`, query.slugs.flatMap((slug) => [slug, ...countyKindSlugs.map((k) => `${slug}-${k}`)]));
  return {
    type: 'county',
    exact,
    matches: slugPrefix(sql`c.slug`, query.slugs),
    select: (where, limit) => sql`${candidateColumns('county', {
      id: sql`c.id`, name: sql`c.name`, kind: sql`c.kind`, slug: sql`c.slug`, state_id: sql`c.state_id`,
      parent_name: NONE, parent_kind: NONE, parent_slug: NONE,
      tier: sql`case when ${exact} then 0 else 1 end`,
      listings: activeListings('county_id = c.id'),
      size: sql`(select count(*) from zips z where z.county_id = c.id)`,
    })} from counties c where ${where} ${stateFilter(query, sql`c.state_id`)} ${CANDIDATE_ORDER} limit ${limit}`,
    toCandidate: (r) => {
      const state = stateSlug(r.state_id);
      if (!state || !r.slug) return null;
      return {
        type: 'county', id: Number(r.id), label: `${countyName(r.name, r.kind ?? '')}, ${stateAbbreviation(r.state_id)}`,
        route: searchRoute({ state, area: { type: 'county', slug: r.slug } }),
        tier: matchTier(r.tier), listings: r.listings, size: r.size,
      };
    },
  };
}

export function regionSource(query: AutocompleteQuery): KindSource | null {
  // "Hill Country Region" names the region "Hill Country" (its URL segment is "hill-country-region").
  const slugs = query.slugs.map((slug) => slug.replace(/-region$/, '')).filter(Boolean);
  if (slugs.length === 0) return null;
  const exact = slugIn(sql`r.slug`, slugs);
  return {
    type: 'region',
    exact,
    matches: slugPrefix(sql`r.slug`, slugs),
    select: (where, limit) => sql`${candidateColumns('region', {
      id: sql`r.id`, name: sql`r.name`, kind: NONE, slug: sql`r.slug`, state_id: sql`r.state_id`,
      parent_name: NONE, parent_kind: NONE, parent_slug: NONE,
      tier: sql`case when ${exact} then 0 else 1 end`,
      listings: activeListings('region_id = r.id'),
      size: sql`(select count(*) from region_counties rc where rc.region_id = r.id)`,
    })} from regions r where ${where} ${stateFilter(query, sql`r.state_id`)} ${CANDIDATE_ORDER} limit ${limit}`,
    toCandidate: (r) => {
      const state = stateSlug(r.state_id);
      if (!state || !r.slug) return null;
      return {
        type: 'region', id: Number(r.id), label: `${r.name}, ${stateAbbreviation(r.state_id)}`,
        route: searchRoute({ state, area: { type: 'region', slug: r.slug } }),
        tier: matchTier(r.tier), listings: r.listings, size: r.size,
      };
    },
  };
}

export function citySource(query: AutocompleteQuery): KindSource | null {
  if (!query.slug) return null;
  const exact = slugIn(sql`ci.slug`, query.slugs);
  return {
    type: 'city',
    exact,
    matches: slugPrefix(sql`ci.slug`, query.slugs),
    select: (where, limit) => sql`${candidateColumns('city', {
      id: sql`ci.id`, name: sql`ci.name`, kind: NONE, slug: sql`ci.slug`, state_id: sql`ci.state_id`,
      parent_name: sql`co.name`, parent_kind: sql`co.kind`, parent_slug: NONE,
      tier: sql`case when ${exact} then 0 else 1 end`,
      listings: activeListings('city_id = ci.id'),
      size: sql`(select count(*) from zips z where z.city_id = ci.id)`,
    })} from cities ci left join counties co on co.id = ci.county_id
      where ${where} ${stateFilter(query, sql`ci.state_id`)} ${CITY_ORDER} limit ${limit}`,
    toCandidate: (r) => {
      const state = stateSlug(r.state_id);
      if (!state || !r.slug) return null;
      return {
        type: 'city', id: Number(r.id), label: `${r.name}, ${stateAbbreviation(r.state_id)}`,
        ...(r.parent_name ? { detail: countyName(r.parent_name, r.parent_kind ?? '') } : {}),
        route: searchRoute({ state, area: { type: 'city', slug: r.slug } }),
        tier: matchTier(r.tier), listings: r.listings, size: r.size,
      };
    },
  };
}

/**
 * Lakes have no place segment in search URLs (SPEC §2.5 areas are county, city, region, zip), so a
 * lake suggestion opens the search of the county the lake lies in (its state when it has none).
 * Matched on any word, so "travis" finds "Lake Travis" (tier 2).
 */
export function lakeSource(query: AutocompleteQuery): KindSource | null {
  if (!query.slug) return null;
  const exact = slugIn(sql`k.slug`, query.slugs.flatMap((slug) => [slug, `lake-${slug}`]));
  const prefix = slugPrefix(sql`k.slug`, query.slugs);
  return {
    type: 'lake',
    exact,
    matches: sql`(${prefix} or ${slugPrefix(sql`k.slug`, query.slugs, '%-')})`,
    select: (where, limit) => sql`${candidateColumns('lake', {
      id: sql`k.id`, name: sql`k.name`, kind: NONE, slug: sql`k.slug`, state_id: sql`k.state_id`,
      parent_name: sql`co.name`, parent_kind: sql`co.kind`, parent_slug: sql`co.slug`,
      tier: sql`case when ${exact} then 0 when ${prefix} then 1 else 2 end`,
      listings: activeListings('lake_id = k.id'),
      size: sql`0`,
    })} from lakes k left join counties co on co.id = k.county_id
      where ${where} ${stateFilter(query, sql`k.state_id`)} ${CANDIDATE_ORDER} limit ${limit}`,
    toCandidate: (r) => {
      const state = stateSlug(r.state_id);
      if (!state) return null;
      return {
        type: 'lake', id: Number(r.id), label: `${r.name}, ${stateAbbreviation(r.state_id)}`,
        ...(r.parent_name ? { detail: countyName(r.parent_name, r.parent_kind ?? '') } : {}),
        route: searchRoute(r.parent_slug ? { state, area: { type: 'county', slug: r.parent_slug } } : { state }),
        tier: matchTier(r.tier), listings: r.listings, size: r.size,
      };
    },
  };
}

/** Zips by prefix from three digits on (a three-digit prefix is one sectional center, at most 100 zips). */
export function zipSource(query: AutocompleteQuery): KindSource | null {
  const digits = query.digits;
  if (!digits || digits.length < 3 || digits.length > 5) return null;
  const exact = sql`z.zip = ${digits}`;
  return {
    type: 'zip',
    exact,
    // Every zip is five digits, so this range is exactly the prefix, under any collation, on the primary key.
    matches: sql`z.zip between ${digits.padEnd(5, '0')} and ${digits.padEnd(5, '9')}`,
    select: (where, limit) => sql`${candidateColumns('zip', {
      id: sql`z.zip`, name: sql`z.zip`, kind: NONE, slug: sql`z.zip`, state_id: sql`z.state_id`,
      parent_name: sql`ci.name`, parent_kind: NONE, parent_slug: NONE,
      tier: sql`case when ${exact} then 0 else 1 end`,
      listings: activeListings('zip = z.zip'),
      size: sql`0`,
    })} from zips z left join cities ci on ci.id = z.city_id
      where ${where} ${stateFilter(query, sql`z.state_id`)} ${CANDIDATE_ORDER} limit ${limit}`,
    toCandidate: (r) => {
      const state = stateSlug(r.state_id);
      if (!state) return null;
      const abbreviation = stateAbbreviation(r.state_id);
      return {
        type: 'zip', id: r.id, label: r.id, detail: r.parent_name ? `${r.parent_name}, ${abbreviation}` : abbreviation,
        route: searchRoute({ state, area: { type: 'zip', slug: r.id } }),
        tier: matchTier(r.tier), listings: r.listings, size: r.size,
      };
    },
  };
}
