import { sql, type SQL } from 'drizzle-orm';
import { activeListing } from '@/lib/db/schema/listings';
import { PropertyType } from '@/lib/domain';
import type { ListingPlacard } from '@/lib/listings/placard';
import { selectPlacards } from '@/lib/listings/placard-query';
import type { ListingDetail } from './listing-detail';

export const SIMILAR_LISTINGS = 6;

export type SimilarTo = Pick<ListingDetail, 'id' | 'countyId' | 'stateId' | 'propertyTypes' | 'price' | 'acres'>;

/** What "similar" means, as data: the type bits to share and the band a price (or, without one, acres) falls in. */
export interface Similarity {
  /** Property type bits of which a similar listing has at least one (0: any type). */
  types: number;
  band: { column: 'price' | 'acres'; min: number; max: number };
}

// A house is a feature, not a kind of land: a ranch with a house is like a ranch without one.
const LAND_TYPES = ~PropertyType.HOUSE;

export function similarity(l: SimilarTo): Similarity {
  const types = l.propertyTypes & LAND_TYPES || l.propertyTypes;
  // Half to twice the price; an auction or contact-for-price listing has none to compare, so acres do.
  const priced = l.price !== null && l.price > 2;
  const value = priced ? (l.price as number) : l.acres;
  return { types, band: { column: priced ? 'price' : 'acres', min: value / 2, max: value * 2 } };
}

function conditions(l: SimilarTo, s: Similarity): SQL {
  const types = s.types ? sql` and (property_types & ${s.types}) <> 0` : sql``;
  return sql`${activeListing()} and id <> ${l.id}${types} and ${sql.raw(s.band.column)} between ${s.band.min} and ${s.band.max}`;
}

/**
 * Active listings like this one, widening until there are enough: the same property type and price
 * band (half to twice) in its county, then in the rest of its state, then any type in that band in
 * its state (so a rare type still gets neighbours); best ranked first within each step (the DEFAULT
 * order), never the listing itself, never twice. One statement: each step reads its partial rank index
 * and stops after `limit` rows.
 */
export async function similarListings(listing: SimilarTo, limit = SIMILAR_LISTINGS): Promise<ListingPlacard[]> {
  const rule = similarity(listing);
  const where = conditions(listing, rule);
  const anyType = conditions(listing, { ...rule, types: 0 });
  const otherType = rule.types ? sql` and (property_types & ${rule.types}) = 0` : sql` and false`;
  const top = sql`select id, stage, rank_score from (
      (select id, 0 as stage, rank_score from listings where ${where} and county_id = ${listing.countyId}
        order by rank_score desc, id limit ${limit})
      union all
      (select id, 1 as stage, rank_score from listings where ${where} and state_id = ${listing.stateId} and county_id <> ${listing.countyId}
        order by rank_score desc, id limit ${limit})
      union all
      (select id, 2 as stage, rank_score from listings where ${anyType}${otherType} and state_id = ${listing.stateId}
        order by rank_score desc, id limit ${limit})
    ) candidates order by stage, rank_score desc, id limit ${limit}`;
  return selectPlacards(top, sql`top.stage, top.rank_score desc, l.id`);
}
