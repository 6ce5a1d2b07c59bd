import { sql } from 'drizzle-orm';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { stateById } from '@/lib/geo/states';
import { listingPlace } from '@/lib/listings/seo';

/** A listing as one entry of an alert mail: what it is, where, and what it costs. */
export interface AlertListing {
  id: number;
  title: string;
  price: number | null;
  acres: number;
  /** "Llano, Llano County, TX". */
  place: string;
  canonicalLocation: string;
}

export interface AlertListingRow extends Record<string, unknown> {
  id: number | string;
  title: string;
  price: number | string | null;
  acres: number | string;
  canonical_location: string;
  state_id: number;
  city_name: string | null;
  county_name: string;
  county_kind: string;
}

/** Columns over `listings l`, joined with `alertListingJoins`. */
export const alertListingColumns = sql.raw(
  'l.id, l.title, l.price, l.acres, l.canonical_location, l.state_id, ci.name as city_name, co.name as county_name, co.kind as county_kind',
);
export const alertListingJoins = sql.raw('join counties co on co.id = l.county_id left join cities ci on ci.id = l.city_id');

export function alertListingFromRow(row: AlertListingRow): AlertListing {
  return {
    id: Number(row.id),
    title: row.title,
    price: row.price === null ? null : Number(row.price),
    acres: Number(row.acres),
    place: listingPlace({
      city: row.city_name,
      county: countyFullName(row.county_name, row.county_kind as CountyKind),
      stateAbbreviation: stateById(row.state_id)?.abbreviation ?? '',
    }),
    canonicalLocation: row.canonical_location,
  };
}
