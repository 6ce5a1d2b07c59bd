import { eq } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { db } from '@/lib/db/client';
import { cities, counties, zips } from '@/lib/db/schema';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { hrefFor, searchRoute } from '@/lib/navigation';
import type { ResolvedLocation } from './resolve-location';
import type { PlaceSlugs } from './url-from-criteria';

// The trail above a search page's heading: Home > state > county > the page's place (a city or zip
// sits in its county), each a plain search of that place in the brand's dialect.

export interface Crumb {
  label: string;
  href: string;
}

/** The county a city or zip lies in, for its trail. */
export interface ParentCounty {
  name: string;
  kind: string;
  slug: string;
}

/** The county of the page's city or zip; null for other places, or when the data names none. */
export async function parentCounty(location: ResolvedLocation): Promise<ParentCounty | null> {
  const columns = { name: counties.name, kind: counties.kind, slug: counties.slug };
  if (location.city) {
    const [row] = await db().select(columns).from(cities).innerJoin(counties, eq(counties.id, cities.countyId)).where(eq(cities.id, location.city.id)).limit(1);
    return row ?? null;
  }
  if (location.zip) {
    const [row] = await db().select(columns).from(zips).innerJoin(counties, eq(counties.id, zips.countyId)).where(eq(zips.zip, location.zip)).limit(1);
    return row ?? null;
  }
  return null;
}

const countyLabel = (county: { name: string; kind: string }) => countyFullName(county.name, county.kind as CountyKind);

/** The place's own name in the trail ("Llano County", "Llano", "Hill Country", "78643"). */
function placeLabel(location: ResolvedLocation): string | null {
  if (location.county) return countyLabel(location.county);
  return location.city?.name ?? location.region?.name ?? location.zip ?? null;
}

/**
 * Home, the state, the parent county of a city or zip, then the page's place, each with the URL of its
 * plain search. A national search has no trail (an empty list).
 */
export function placeBreadcrumbs(brand: SiteBrand, home: string, location: ResolvedLocation, place: PlaceSlugs, parent: ParentCounty | null): Crumb[] {
  const { state } = location;
  if (!state || !place.state) return [];
  const search = (over: Parameters<typeof searchRoute>[0]) => hrefFor(brand, searchRoute({ state: place.state, ...over }));
  const crumbs: Crumb[] = [{ label: home, href: hrefFor(brand, { kind: 'home' }) }, { label: state.name, href: search({}) }];
  if (parent) crumbs.push({ label: countyLabel(parent), href: search({ area: { type: 'county', slug: parent.slug } }) });
  const label = placeLabel(location);
  if (label && place.area) crumbs.push({ label, href: search({ area: place.area }) });
  return crumbs;
}
