import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { activeListing } from '@/lib/db/schema/listings';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { stateByAbbreviation, stateById, stateBySlug, type StateInfo } from '@/lib/geo/states';
import type { Area, LandingRoute, Route } from '@/lib/routing';
import { defaultCriteria, type SearchCriteria } from './criteria';
import { locationCriteria } from './criteria-from-url';
import type { PlaceSlugs } from './url-from-criteria';

// Main-land-site landing pages (SPEC §2.2): a state, a region or a county, with its child areas.
// A child area is listed only while it has active listings (the search's default statuses, so its
// count is its search's count); an empty one stays reachable by its URL, it is just not linked.

export interface ChildArea {
  name: string;
  /** Active listings, always above 0. */
  count: number;
  /** The child's own landing page, or its search page where it has none. */
  route: Route;
}

export interface LandingPlace {
  level: LandingRoute['level'];
  name: string;
  state: StateInfo;
  criteria: SearchCriteria;
  /** Slugs of the place's search URL. */
  place: PlaceSlugs;
  children: ChildArea[];
}

const landingKinds = new Set(['County', 'Borough', 'Parish']);

function countyRoute(state: StateInfo, c: { slug: string; kind: string }): Route {
  if (landingKinds.has(c.kind) && c.slug.endsWith(`-${c.kind.toLowerCase()}`)) {
    return { kind: 'landing', level: 'county', county: c.slug.slice(0, -c.kind.length - 1), countyKind: c.kind as 'County', stateAbbreviation: state.abbreviation };
  }
  const area: Area = { type: 'county', slug: c.slug };
  return { kind: 'search', state: state.slug, area, custom: [], page: 0 };
}

async function countiesWithCounts(where: ReturnType<typeof sql>, state: StateInfo): Promise<ChildArea[]> {
  const rows = await db().execute<{ name: string; kind: string; slug: string; n: number }>(sql`
    select c.name, c.kind, c.slug, count(l.id)::int as n from counties c
    join listings l on l.county_id = c.id and ${activeListing('l')}
    where ${where} group by c.id order by count(l.id) desc, c.name`);
  return rows.rows.map((r) => ({ name: countyFullName(r.name, r.kind as CountyKind), count: r.n, route: countyRoute(state, r) }));
}

async function stateLanding(state: StateInfo): Promise<LandingPlace> {
  const regions = await db().execute<{ name: string; slug: string; n: number }>(sql`
    select r.name, r.slug, count(l.id)::int as n from regions r
    join listings l on l.region_id = r.id and ${activeListing('l')}
    where r.state_id = ${state.id} group by r.id order by r.name`);
  const counties = await countiesWithCounts(sql`c.state_id = ${state.id}`, state);
  return {
    level: 'state',
    name: state.name,
    state,
    criteria: defaultCriteria(locationCriteria({ state, label: state.name })),
    place: { state: state.slug },
    children: [
      ...regions.rows.map((r) => ({ name: `${r.name} Region`, count: r.n, route: { kind: 'landing', level: 'region', region: r.slug } as Route })),
      ...counties,
    ],
  };
}

export async function landingPlace(route: LandingRoute): Promise<LandingPlace | null> {
  if (route.level === 'state') {
    const state = stateBySlug(route.state);
    return state?.hasLandingPage ? stateLanding(state) : null;
  }
  if (route.level === 'county') {
    const state = stateByAbbreviation(route.stateAbbreviation);
    if (!state) return null;
    const slug = `${route.county}-${route.countyKind.toLowerCase()}`;
    const rows = await db().execute<{ id: number; name: string; kind: string }>(sql`select id, name, kind from counties where state_id = ${state.id} and slug = ${slug}`);
    const county = rows.rows[0];
    if (!county) return null;
    const cities = await db().execute<{ name: string; slug: string; n: number }>(sql`
      select ci.name, ci.slug, count(l.id)::int as n from cities ci
      join listings l on l.city_id = ci.id and ${activeListing('l')}
      where ci.county_id = ${county.id} group by ci.id order by count(l.id) desc, ci.name limit 60`);
    const name = countyFullName(county.name, county.kind as CountyKind);
    return {
      level: 'county',
      name: `${name}, ${state.abbreviation}`,
      state,
      criteria: defaultCriteria(locationCriteria({ state, county, label: name })),
      place: { state: state.slug, area: { type: 'county', slug } },
      children: cities.rows.map((c) => ({ name: c.name, count: c.n, route: { kind: 'search', state: state.slug, area: { type: 'city', slug: c.slug }, custom: [], page: 0 } })),
    };
  }
  // Region names can repeat across states: the one with the most listings answers.
  const rows = await db().execute<{ id: number; name: string; slug: string; state_id: number }>(sql`
    select r.id, r.name, r.slug, r.state_id from regions r
    left join listings l on l.region_id = r.id and ${activeListing('l')}
    where r.slug = ${route.region} group by r.id order by count(l.id) desc, r.id limit 1`);
  const region = rows.rows[0];
  const state = region ? stateById(Number(region.state_id)) : undefined;
  if (!region || !state) return null;
  return {
    level: 'region',
    name: `${region.name} Region, ${state.abbreviation}`,
    state,
    criteria: defaultCriteria(locationCriteria({ state, region: { id: Number(region.id), name: region.name }, label: region.name })),
    place: { state: state.slug, area: { type: 'region', slug: region.slug } },
    children: await countiesWithCounts(sql`c.id in (select county_id from region_counties where region_id = ${region.id})`, state),
  };
}
