import { sql, type SQL } from 'drizzle-orm';
import type { SiteBrand, StateBrowseConfig } from '@/lib/brand';
import { db } from '@/lib/db/client';
import { PropertyType } from '@/lib/domain';
import { stateByAbbreviation, type StateInfo } from '@/lib/geo/states';
import type { SearchCriteriaInput } from '@/lib/search/criteria';
import { whereClause } from '@/lib/search/where';
import { browseCriteria, browseHref } from './browse-search';

// The home page's state cards (brand file home.stateBrowse, docs/home-page.md): for each state the brand
// names, a link per kind of property it sells ("Pasture in Texas") to that state's search, with the
// listings the search finds. A link that would find nothing is left out, and a state with no link left.

type BrowseLink = StateBrowseConfig['links'][number];

export interface StateBrowseLink {
  /** The brand file's label ("Pasture"); the card says "Pasture in Texas". */
  label: string;
  href: string;
  /** Active listings the search finds, above 0. */
  count: number;
}

export interface StateBrowseCard {
  stateId: number;
  stateName: string;
  links: StateBrowseLink[];
}

/** A link's filters: its property type and, for what no type names, its keywords. */
const linkFilters = (link: BrowseLink): SearchCriteriaInput => ({
  propertyTypes: [PropertyType[link.propertyType]],
  ...(link.keywords ? { keywordQuery: link.keywords } : {}),
});

/** The brand file's states, in its order (the schema admits only states we serve). */
export const browseStates = (config: StateBrowseConfig): StateInfo[] => config.states.flatMap((abbreviation) => stateByAbbreviation(abbreviation) ?? []);

/** One pass per link: the listings its search finds in each of the states, by state id. */
export function linkCountsQuery(link: BrowseLink, stateIds: readonly number[], now: Date): SQL {
  const ids = sql.raw(stateIds.map((id) => String(Math.trunc(id))).join(', '));
  return sql`select state_id, count(*)::int as n from listings
    where ${whereClause(browseCriteria(linkFilters(link)), { now })} and state_id in (${ids}) group by state_id`;
}

/** The cards from the counts (`counts[i]`: the listings of link i by state id). */
export function stateBrowseCards(brand: SiteBrand, config: StateBrowseConfig, counts: ReadonlyArray<ReadonlyMap<number, number>>): StateBrowseCard[] {
  return browseStates(config).flatMap((state) => {
    const links = config.links.flatMap((link, i) => {
      const count = counts[i]?.get(state.id) ?? 0;
      return count > 0 ? [{ label: link.label, href: browseHref(brand, browseCriteria(linkFilters(link), state), state), count }] : [];
    });
    return links.length > 0 ? [{ stateId: state.id, stateName: state.name, links }] : [];
  });
}

/** The brand's state cards, counted now. */
export async function stateBrowse(brand: SiteBrand, config: StateBrowseConfig, now: Date = new Date()): Promise<StateBrowseCard[]> {
  const stateIds = browseStates(config).map((s) => s.id);
  const counts = await Promise.all(config.links.map(async (link) => {
    const result = await db().execute<{ state_id: number; n: number }>(linkCountsQuery(link, stateIds, now));
    return new Map(result.rows.map((row) => [Number(row.state_id), Number(row.n)]));
  }));
  return stateBrowseCards(brand, config, counts);
}
