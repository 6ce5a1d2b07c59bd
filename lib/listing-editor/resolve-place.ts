import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { cities, regionCounties, zips } from '@/lib/db/schema';
import { loadCounties, type County } from '@/lib/geo/counties';
import { CountyLocator } from '@/lib/geo/county-locator';
import { slugify } from '@/lib/geo/slug';
import { stateById } from '@/lib/geo/states';
import { canonicalLocationOf } from '@/lib/listings/canonical-location';
import type { Translate } from '@/lib/i18n/translate';
import type { ResolvedPlace } from './listing-columns';
import type { DraftListing, PublishableListing } from './listing-form';

// Where a seller's listing is, checked against our geography (DESIGN §4): the chosen county must lie
// in the chosen state and the map pin inside the chosen county; the city and zip, when given, must be
// of that state. The county shapes are the Census's simplified ones, so a pin just off a simplified
// coastline (inside no county) counts as in the nearest county of the state, if that is the chosen one
// and it is near.

/** How far (degrees) off every simplified county shape a pin may be and still count as in the nearest. */
const COASTLINE_SLACK_DEGREES = 0.05;

export type PlaceProblem =
  | { field: 'stateId' | 'countyId' | 'zip' | 'city'; reason: 'unknown' | 'other-state' }
  | { field: 'latitude'; reason: 'outside-county'; pinCounty: string | null; chosenCounty: string };

let locator: Promise<CountyLocator> | undefined;
const countyLocator = () => (locator ??= loadCounties().then((counties) => new CountyLocator(counties)));

function pinCounty(found: CountyLocator, county: County, longitude: number, latitude: number): County | undefined {
  const inside = found.locate(longitude, latitude, county.stateId);
  if (inside) return inside;
  const nearest = found.nearestInState(county.stateId, longitude, latitude);
  if (!nearest) return undefined;
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  const { minX, minY, maxX, maxY } = nearest.bbox;
  const dx = Math.max(minX - longitude, 0, longitude - maxX) * cosLat;
  const dy = Math.max(minY - latitude, 0, latitude - maxY);
  return Math.hypot(dx, dy) <= COASTLINE_SLACK_DEGREES ? nearest : undefined;
}

export async function resolvePlace(listing: Pick<PublishableListing, 'place'>): Promise<ResolvedPlace | PlaceProblem> {
  const { stateId, countyId, latitude, longitude, city, zip } = listing.place;
  const state = stateById(stateId);
  if (!state) return { field: 'stateId', reason: 'unknown' };
  const found = await countyLocator();
  const county = found.countiesOf(stateId).find((c) => c.id === countyId);
  if (!county) return { field: 'countyId', reason: found.counties.some((c) => c.id === countyId) ? 'other-state' : 'unknown' };
  const pinned = pinCounty(found, county, longitude, latitude);
  if (pinned?.id !== county.id) return { field: 'latitude', reason: 'outside-county', pinCounty: pinned?.fullName ?? null, chosenCounty: county.fullName };

  let zipRow: { stateId: number; cityId: number | null } | undefined;
  if (zip !== '') {
    [zipRow] = await db().select({ stateId: zips.stateId, cityId: zips.cityId }).from(zips).where(eq(zips.zip, zip)).limit(1);
    if (!zipRow) return { field: 'zip', reason: 'unknown' };
    if (zipRow.stateId !== stateId) return { field: 'zip', reason: 'other-state' };
  }
  let cityId: number | null = null;
  if (city !== '') {
    const [row] = await db().select({ id: cities.id }).from(cities).where(and(eq(cities.stateId, stateId), eq(cities.slug, slugify(city)))).limit(1);
    if (!row) return { field: 'city', reason: 'unknown' };
    cityId = row.id;
  } else {
    cityId = zipRow?.cityId ?? null;
  }
  const [region] = await db().select({ id: regionCounties.regionId }).from(regionCounties).where(eq(regionCounties.countyId, county.id)).limit(1);
  return {
    stateId, countyId: county.id, cityId, regionId: region?.id ?? null, zip: zip === '' ? null : zip,
    canonicalLocation: canonicalLocationOf(county),
  };
}

export const isPlaceProblem = (value: ResolvedPlace | PlaceProblem): value is PlaceProblem => 'field' in value;

/** The copy key (`sellerWorkspace.problems.*`) of each place problem but a pin outside the county. */
const problemKeys = {
  stateId: { unknown: 'stateUnknown', 'other-state': 'stateUnknown' },
  countyId: { unknown: 'countyUnknown', 'other-state': 'countyOtherState' },
  zip: { unknown: 'zipUnknown', 'other-state': 'zipOtherState' },
  city: { unknown: 'cityUnknown', 'other-state': 'cityUnknown' },
} as const;

/** A place problem as the form shows it (copy from `sellerWorkspace.problems`), under the field it is about (`place.<field>`). */
export function placeProblemField(problem: PlaceProblem, t: Translate): Record<string, string> {
  const field = `place.${problem.field}`;
  if (problem.reason === 'outside-county') {
    return { [field]: problem.pinCounty
      ? t('sellerWorkspace.problems.pinOutside', { pinCounty: problem.pinCounty, chosenCounty: problem.chosenCounty })
      : t('sellerWorkspace.problems.pinOutsideState', { chosenCounty: problem.chosenCounty }) };
  }
  return { [field]: t(`sellerWorkspace.problems.${problemKeys[problem.field][problem.reason]}`) };
}

/**
 * The place step's own check, when it is whole (state, county and pin): its problem as field errors
 * named within the step (`latitude`, `zip`...), or null. An incomplete place is a draft, checked at publishing.
 */
export async function placeProblem(place: DraftListing['place'], t: Translate): Promise<Record<string, string> | null> {
  const { stateId, countyId, latitude, longitude } = place;
  if (stateId === undefined || countyId === undefined || latitude === undefined || longitude === undefined) return null;
  const resolved = await resolvePlace({ place: { ...place, stateId, countyId, latitude, longitude } });
  if (!isPlaceProblem(resolved)) return null;
  return Object.fromEntries(Object.entries(placeProblemField(resolved, t)).map(([field, message]) => [field.replace(/^place\./, ''), message]));
}
