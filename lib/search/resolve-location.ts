import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { cities, counties, regions, zips } from '@/lib/db/schema';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { stateBySlug, type StateInfo } from '@/lib/geo/states';
import type { SearchRoute } from '@/lib/routing';

export interface ResolvedLocation {
  state?: StateInfo;
  county?: { id: number; name: string; kind: string };
  city?: { id: number; name: string };
  region?: { id: number; name: string };
  zip?: string;
  /** "Llano County, Texas", "Texas", or null for a national search. */
  label: string | null;
}

async function countyLocation(state: StateInfo, slug: string): Promise<ResolvedLocation | null> {
  const [row] = await db().select({ id: counties.id, name: counties.name, kind: counties.kind }).from(counties)
    .where(and(eq(counties.stateId, state.id), eq(counties.slug, slug))).limit(1);
  return row ? { state, county: row, label: `${countyFullName(row.name, row.kind as CountyKind)}, ${state.name}` } : null;
}

/** Turns the location slugs of a search URL into ids; null when a slug names no real place (404). */
export async function resolveLocation(route: SearchRoute): Promise<ResolvedLocation | null> {
  if (!route.state) return { label: null };
  const state = stateBySlug(route.state);
  if (!state) return null;
  const area = route.area;
  if (!area) return { state, label: state.name };
  if (area.type === 'county') return countyLocation(state, area.slug);
  if (area.type === 'city') {
    const [row] = await db().select({ id: cities.id, name: cities.name }).from(cities)
      .where(and(eq(cities.stateId, state.id), eq(cities.slug, area.slug))).limit(1);
    // County equivalents without a County/Parish/Borough suffix (Richmond city, Carson City, the
    // District of Columbia) read as cities in a URL: a slug that is no city may be such a county.
    return row ? { state, city: row, label: `${row.name}, ${state.abbreviation}` } : countyLocation(state, area.slug);
  }
  if (area.type === 'region') {
    const [row] = await db().select({ id: regions.id, name: regions.name }).from(regions)
      .where(and(eq(regions.stateId, state.id), eq(regions.slug, area.slug))).limit(1);
    return row ? { state, region: row, label: `${row.name}, ${state.name}` } : null;
  }
  const [row] = await db().select({ zip: zips.zip }).from(zips).where(and(eq(zips.stateId, state.id), eq(zips.zip, area.slug))).limit(1);
  return row ? { state, zip: row.zip, label: `${row.zip}, ${state.abbreviation}` } : null;
}
