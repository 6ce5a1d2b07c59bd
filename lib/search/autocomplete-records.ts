import { sql } from 'drizzle-orm';
import { activeListing, shownListing } from '@/lib/db/schema/listings';
import { MemberType, MarketStatus } from '@/lib/domain';
import { brokerNameSlug } from '@/lib/routing';
import type { KindSource } from './autocomplete-candidate';
import { CANDIDATE_ORDER, NONE, candidateColumns, countyName, matchTier, stateAbbreviation, stateFilter } from './autocomplete-candidate';
import { likePrefix, type AutocompleteQuery } from './autocomplete-query';

/** A digits-only query that is a listing number: that listing (an exact match), unless it is off the market. */
export function listingSource(query: AutocompleteQuery): KindSource | null {
  const id = query.digits ? Number(query.digits) : 0;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const exact = sql`l.id = ${id}`;
  return {
    type: 'listing',
    exact,
    matches: exact,
    select: (where, limit) => sql`${candidateColumns('listing', {
      id: sql`l.id`, name: sql`l.title`, kind: NONE, slug: NONE, state_id: sql`l.state_id`,
      parent_name: sql`co.name`, parent_kind: sql`co.kind`, parent_slug: NONE,
      tier: sql`0`, listings: sql`0`, size: sql`0`,
    })} from listings l join counties co on co.id = l.county_id
      where ${where} and l.market_status <> ${MarketStatus.OFF_MARKET} and ${shownListing('l')} ${stateFilter(query, sql`l.state_id`)} ${CANDIDATE_ORDER} limit ${limit}`,
    toCandidate: (r) => {
      const id = Number(r.id);
      const place = r.parent_name ? `${countyName(r.parent_name, r.parent_kind ?? '')}, ${stateAbbreviation(r.state_id)}` : stateAbbreviation(r.state_id);
      return {
        type: 'listing', id, label: r.name, detail: `#${id} · ${place}`,
        route: { kind: 'listing-by-id', id }, tier: 0, listings: 0, size: 0,
      };
    },
  };
}

/**
 * Sellers with a public profile (brokers, agents, auctioneers, land retailers; not private owners)
 * by the start of their name, or an office by the start of its company name (its agents share the
 * company name and are found by their own). Served by the `accounts_*_name_prefix` indexes.
 */
export function brokerSource(query: AutocompleteQuery): KindSource | null {
  const name = query.name;
  if (name.length < 2) return null;
  const prefix = likePrefix(name);
  const office = sql`a.parent_account_id is null`;
  const exact = sql`(lower(a.contact_name) = ${name} or (lower(a.company_name) = ${name} and ${office}))`;
  return {
    type: 'broker',
    exact,
    matches: sql`(lower(a.contact_name) like ${prefix} or (lower(a.company_name) like ${prefix} and ${office}))`,
    select: (where, limit) => sql`${candidateColumns('broker', {
      id: sql`a.id`, name: sql`coalesce(a.contact_name, a.company_name)`, kind: sql`a.member_type`, slug: NONE, state_id: sql`a.state_id`,
      parent_name: sql`a.company_name`, parent_kind: NONE, parent_slug: NONE,
      tier: sql`case when ${exact} then 0 else 1 end`,
      listings: sql`(select count(*) from listings l where l.account_id = a.id and ${activeListing('l')})`,
      size: sql`0`,
    })} from accounts a
      where ${where} and a.is_active and a.is_seller and a.member_type <> ${MemberType.PROPERTY_OWNER}
        ${stateFilter(query, sql`a.state_id`)} ${CANDIDATE_ORDER} limit ${limit}`,
    toCandidate: (r) => {
      const contact = r.name;
      const company = r.parent_name;
      // Found by its company name: show the company, with the person as the detail.
      const byCompany = company !== null && company.toLowerCase().startsWith(name) && !contact.toLowerCase().startsWith(name);
      const label = byCompany ? company : contact;
      const other = byCompany ? contact : company !== contact ? company : null;
      const detail = [other, stateAbbreviation(r.state_id)].filter(Boolean).join(', ');
      const id = Number(r.id);
      return {
        type: 'broker', id, label, ...(detail ? { detail } : {}),
        route: { kind: 'broker-profile', id, name: brokerNameSlug(contact, company) },
        tier: matchTier(r.tier), listings: r.listings, size: r.size,
      };
    },
  };
}
