import type { MemberTypeId } from '@/lib/domain';
import type { ListingVideo } from '@/lib/listings/media';
import { brokerNameSlug, type RouteOf } from '@/lib/routing';

// A seller's public face (SPEC §3 "Broker/member profile"): what the profile page, the directory's
// agent cards and the corporate office's list of agents show. Serialisable: it crosses into client
// components as it is.

export interface BrokerPlace {
  city: string | null;
  stateAbbreviation: string | null;
  stateName: string | null;
  stateSlug: string | null;
}

/** One agent card: the directory's and a corporate office's list of agents. */
export interface BrokerSummary extends BrokerPlace {
  accountId: number;
  contactName: string | null;
  companyName: string | null;
  memberType: MemberTypeId;
  portraitDocumentId: number | null;
  phone: string | null;
  alcCertified: boolean;
  alcAdvancedCertified: boolean;
  /** Active listings (available and under contract), as the broker's listings page counts them. */
  listingCount: number;
}

export interface ListingStats {
  activeCount: number;
  acresMin: number | null;
  acresMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  /** Abbreviations of the states the active listings are in, most listings first. */
  states: string[];
}

/** An award the broker lists on its profile (broker_awards). */
export interface BrokerAward {
  title: string;
  issuer: string | null;
  year: number | null;
}

export interface BrokerProfile extends BrokerSummary {
  accountType: number;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  officePhone: string | null;
  preferredPhone: string | null;
  licenseNumber: string | null;
  description: string | null;
  websiteUrl: string | null;
  logoDocumentId: number | null;
  isActive: boolean;
  isSeller: boolean;
  /** ISO date of the account's creation: "member since". */
  memberSince: string;
  updatedAt: string;
  /** The corporate office this agent belongs to. */
  parent: { accountId: number; contactName: string | null; companyName: string | null } | null;
  stats: ListingStats;
  /** A corporate office's agents (empty for everyone else). */
  agents: BrokerSummary[];
  /** The broker's YouTube or Vimeo video, read like a listing's; null when none or not one we can play. */
  video: ListingVideo | null;
  /** Newest first; undated ones last. */
  awards: BrokerAward[];
}

/** The name a person reads: the contact, else the company, else a neutral word. */
export function brokerDisplayName(broker: Pick<BrokerSummary, 'contactName' | 'companyName'>): string {
  return broker.contactName?.trim() || broker.companyName?.trim() || 'Seller';
}

/** The profile route of an account: SPEC §2.4 name slug and id; every dialect builds its path from it. */
export function brokerProfileRoute(broker: Pick<BrokerSummary, 'accountId' | 'contactName' | 'companyName'>): RouteOf<'broker-profile'> {
  return { kind: 'broker-profile', id: broker.accountId, name: brokerNameSlug(broker.contactName, broker.companyName) };
}

/** The listings page of an account (its search screen), from the first page in the default order. */
export function brokerListingsRoute(broker: Pick<BrokerSummary, 'accountId' | 'contactName' | 'companyName'>): RouteOf<'broker-listings'> {
  return { kind: 'broker-listings', id: broker.accountId, name: brokerNameSlug(broker.contactName, broker.companyName), page: 0 };
}

/** What a broker page URL gets: the page, a permanent redirect to another route, or the brand's 404. */
export type BrokerPageTarget<R> = { action: 'render' } | { action: 'redirect'; route: R } | { action: 'not-found' };
export type ProfileTarget = BrokerPageTarget<RouteOf<'broker-profile'>>;
export type ListingsTarget = BrokerPageTarget<RouteOf<'broker-listings' | 'broker-profile'>>;

type TargetAccount = Pick<BrokerProfile, 'accountId' | 'contactName' | 'companyName' | 'isSeller'>;

/** The page when the URL's name slug is the account's own, else a redirect to the same route with that slug; 404 for no such seller. */
function nameTarget<R extends { id: number; name: string }>(route: R | null, account: TargetAccount | null): BrokerPageTarget<R> {
  if (!route || !account || account.accountId !== route.id || !account.isSeller) return { action: 'not-found' };
  const name = brokerNameSlug(account.contactName, account.companyName);
  return name === route.name ? { action: 'render' } : { action: 'redirect', route: { ...route, name } };
}

/**
 * What a profile URL gets: the page when its name slug is the account's own, a permanent redirect to
 * that one when it is wrong or missing (land's `/member/{id}`), the brand's 404 for an unknown id or an
 * account that sells nothing.
 */
export function profileTarget(route: RouteOf<'broker-profile'> | null, profile: TargetAccount | null): ProfileTarget {
  return nameTarget(route, profile);
}

/**
 * What a broker listings URL gets: as a profile URL (404, or the canonical name slug keeping the sort
 * and page), and for an inactive broker a permanent redirect to the profile, whose inactive screen
 * says why there are no listings.
 */
export function listingsTarget(route: RouteOf<'broker-listings'> | null, account: (TargetAccount & Pick<BrokerProfile, 'isActive'>) | null): ListingsTarget {
  const target = nameTarget(route, account);
  return target.action !== 'not-found' && account && !account.isActive ? { action: 'redirect', route: brokerProfileRoute(account) } : target;
}
