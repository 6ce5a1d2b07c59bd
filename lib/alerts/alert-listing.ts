import { sql } from 'drizzle-orm';
import type { ListingTierId, UpgradeLevelId } from '@/lib/domain';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { stateById } from '@/lib/geo/states';
import { listingPlace } from '@/lib/listings/seo';

/** The account that lists a property, as much as its name and profile link need. */
export interface AlertBroker {
  accountId: number;
  contactName: string | null;
  companyName: string | null;
}

/** A listing as one entry of an alert mail: what it is, where, what it costs and who lists it. */
export interface AlertListing {
  id: number;
  title: string;
  price: number | null;
  acres: number;
  /** "Llano, Llano County, TX". */
  place: string;
  canonicalLocation: string;
  /** Tier and upgrade decide whether a broker is named at all (`showsBrokerBlock`). */
  listingLevel: ListingTierId;
  upgradeLevelId: UpgradeLevelId;
  /** Null when the listing's account no longer exists. */
  broker: AlertBroker | null;
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
  listing_level: number;
  upgrade_level_id: number;
  broker_id: number | string | null;
  broker_contact_name: string | null;
  broker_company_name: string | null;
}

/** Columns over `listings l`, joined with `alertListingJoins`. */
export const alertListingColumns = sql.raw(
  'l.id, l.title, l.price, l.acres, l.canonical_location, l.state_id, ci.name as city_name, co.name as county_name, co.kind as county_kind, ' +
    'l.listing_level, l.upgrade_level_id, a.id as broker_id, a.contact_name as broker_contact_name, a.company_name as broker_company_name',
);
export const alertListingJoins = sql.raw(
  'join counties co on co.id = l.county_id left join cities ci on ci.id = l.city_id left join accounts a on a.id = l.account_id',
);

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
    listingLevel: row.listing_level as ListingTierId,
    upgradeLevelId: row.upgrade_level_id as UpgradeLevelId,
    broker: row.broker_id === null ? null : { accountId: Number(row.broker_id), contactName: row.broker_contact_name, companyName: row.broker_company_name },
  };
}
