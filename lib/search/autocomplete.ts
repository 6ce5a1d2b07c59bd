import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { dialects, routeSchema, type Route } from '@/lib/routing';
import type { Candidate, CandidateRow, KindSource } from './autocomplete-candidate';
import { citySource, countySource, lakeSource, regionSource, stateCandidates, zipSource } from './autocomplete-places';
import { autocompleteQueries, type AutocompleteQuery } from './autocomplete-query';
import { candidateOrder } from './autocomplete-rank';
import type { SuggestionType } from './autocomplete-schema';
import { brokerSource, listingSource } from './autocomplete-records';

// Location autocomplete (SPEC "Search", part 6); ranking in autocomplete-rank.ts (docs/autocomplete.md).

export interface Suggestion {
  type: SuggestionType;
  id: number | string;
  label: string;
  detail?: string;
  /** Where choosing it goes; the brand's dialect turns it into a path (`hrefFor`). */
  route: Route;
}

export const AUTOCOMPLETE_MAX_LIMIT = 50;

/**
 * A suggestion is offered only if its route is valid and every brand's dialect reads a place's URL
 * back as the same place, so none leads to a 404 (a county slug ending in "-city" parses as a city).
 */
export function reachable(route: Route): boolean {
  if (!routeSchema.safeParse(route).success) return false;
  if (route.kind !== 'search') return true;
  return Object.values(dialects).every((dialect) => {
    const back = dialect.parse(dialect.build(route));
    return back?.kind === 'search' && back.state === route.state && back.area?.type === route.area?.type && back.area?.slug === route.area?.slug;
  });
}

/**
 * All kinds in one statement (one round trip, one plan). Kinds rank in a fixed order, so once
 * earlier kinds hold `limit` exact-or-prefix matches, a later kind can only place its exact matches:
 * its other rows are filtered out before their listings are counted (no counting for every city
 * starting with "s").
 */
function statement(sources: readonly KindSource[], limit: number, filled: number): SQL {
  const ctes: SQL[] = [];
  const names: string[] = [];
  for (const source of sources) {
    const earlier = names.map((n) => sql` - (select count(*) from ${sql.identifier(n)} where tier <= 1)`);
    const open = sql`${sql.raw(String(limit - filled))}${sql.join(earlier)} > 0`;
    const where = sql`${source.matches} and ((${source.exact}) is true or ${open})`;
    const name = `${source.type}_found`;
    ctes.push(sql`${sql.identifier(name)} as (${source.select(where, sql.raw(String(limit)))})`);
    names.push(name);
  }
  const union = sql.join(names.map((n) => sql`select * from ${sql.identifier(n)}`), sql` union all `);
  return sql`with ${sql.join(ctes, sql`, `)} ${union}`;
}

async function suggestionsFor(query: AutocompleteQuery, limit: number): Promise<Candidate[]> {
  const states = query.digits === null ? await stateCandidates(query) : [];
  const builders = query.digits === null ? [countySource, regionSource, citySource, lakeSource, brokerSource] : [zipSource, listingSource];
  const sources = builders.map((build) => build(query)).filter((s): s is KindSource => s !== null);
  const found = [...states];
  if (sources.length > 0) {
    const filled = states.filter((s) => s.tier <= 1).length;
    const { rows } = await db().execute<CandidateRow>(statement(sources, limit, filled));
    const byType = new Map(sources.map((s) => [s.type, s]));
    for (const row of rows) {
      const candidate = byType.get(row.type)?.toCandidate(row);
      if (candidate) found.push(candidate);
    }
  }
  return found.sort(candidateOrder(query)).filter((c) => reachable(c.route)).slice(0, limit);
}

/** Ranked suggestions for what a visitor typed; [] for empty or meaningless input, never a throw on odd text. */
export async function autocomplete(query: string, limit = 10): Promise<Suggestion[]> {
  const max = Math.min(Math.max(Math.trunc(limit) || 1, 1), AUTOCOMPLETE_MAX_LIMIT);
  for (const reading of autocompleteQueries(query)) {
    const ranked = await suggestionsFor(reading, max);
    if (ranked.length > 0) {
      return ranked.map(({ type, id, label, detail, route }) => ({ type, id, label, ...(detail ? { detail } : {}), route }));
    }
  }
  return [];
}
