import { sql, type SQL } from 'drizzle-orm';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { stateById } from '@/lib/geo/states';
import type { Route } from '@/lib/routing';
import { likePrefix, type AutocompleteQuery } from './autocomplete-query';
import type { SuggestionType } from './autocomplete-schema';

/**
 * How well a candidate matches: 0 the whole name (or id) equals the query, 1 the name starts with
 * it, 2 a later word of the name starts with it ("travis" in "Lake Travis").
 */
export type MatchTier = 0 | 1 | 2;

/** A suggestion before ranking, with what it ranks by. */
export interface Candidate {
  type: SuggestionType;
  id: number | string;
  label: string;
  detail?: string;
  route: Route;
  tier: MatchTier;
  /** Available and under-contract listings in the place (or of the broker): more ranks higher. */
  listings: number;
  /** The place's size when listing counts tie: zips of a county or city, counties of a region. */
  size: number;
}

/**
 * The one row shape every kind selects, so all kinds run as one `union all` statement. `parent_*`
 * is what the row belongs to: a city's or lake's county, a zip's city, a broker's company.
 */
export type CandidateRow = {
  type: SuggestionType;
  id: string;
  name: string;
  /** The row's own sort: a county's kind ("Parish"), a broker's member type. */
  kind: string | null;
  slug: string | null;
  state_id: number | null;
  parent_name: string | null;
  parent_kind: string | null;
  parent_slug: string | null;
  tier: number;
  listings: number;
  size: number;
};

type ColumnSql = Record<Exclude<keyof CandidateRow, 'type'>, SQL>;

/** The select list of a kind's query, in CandidateRow's column order (a union needs one order). */
export function candidateColumns(type: SuggestionType, c: ColumnSql): SQL {
  return sql`select ${type}::text as type, (${c.id})::text as id, (${c.name})::text as name, (${c.kind})::text as kind, (${c.slug})::text as slug,
    (${c.state_id})::int as state_id, (${c.parent_name})::text as parent_name, (${c.parent_kind})::text as parent_kind,
    (${c.parent_slug})::text as parent_slug, (${c.tier})::int as tier, (${c.listings})::int as listings, (${c.size})::int as size`;
}

/** Rank order inside one kind; the final order across kinds is decided in autocomplete-rank.ts. */
export const CANDIDATE_ORDER = sql`order by tier, listings desc, size desc, name, id`;

/** Cities rank by size (zips, our population measure) before listings, as autocomplete-rank.ts does. */
export const CITY_ORDER = sql`order by tier, size desc, listings desc, name, id`;

/** One kind's share of the statement: its rows matching `where`, best first, at most `limit`. */
export interface KindSource {
  type: SuggestionType;
  select(where: SQL, limit: SQL): SQL;
  /** Condition of a tier-0 (exact) match. */
  exact: SQL;
  /** Condition of any match. */
  matches: SQL;
  toCandidate(row: CandidateRow): Candidate | null;
}

export const NONE = sql`null`;

export function stateFilter(query: AutocompleteQuery, column: SQL): SQL {
  return query.state ? sql`and ${column} = ${query.state.id}` : sql``;
}

/** `column like 'a%' or column like 'b%'`: one index range per spelling; `lead` '%-' matches a later word. */
export function slugPrefix(column: SQL, slugs: readonly string[], lead: '' | '%-' = ''): SQL {
  return sql`(${sql.join(slugs.map((slug) => sql`${column} like ${lead + likePrefix(slug)}`), sql` or `)})`;
}

export function slugIn(column: SQL, slugs: readonly string[]): SQL {
  return sql`${column} = any(${textArray(slugs)})`;
}

/** One text[] parameter; for slugs only ([a-z0-9-]: nothing to quote in an array literal). */
export function textArray(slugs: readonly string[]): SQL {
  return sql`${`{${slugs.filter((s) => /^[a-z0-9-]+$/.test(s)).join(',')}}`}::text[]`;
}

export function stateAbbreviation(stateId: number | null): string {
  return (stateId && stateById(stateId)?.abbreviation) || '';
}

export function stateSlug(stateId: number | null): string | undefined {
  return stateId ? stateById(stateId)?.slug : undefined;
}

/** "Llano County", "Orleans Parish", "Richmond city". */
export function countyName(name: string, kind: string): string {
  return countyFullName(name, kind as CountyKind);
}

export function matchTier(value: number): MatchTier {
  return value <= 0 ? 0 : value === 1 ? 1 : 2;
}
