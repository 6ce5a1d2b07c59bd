import type { MemberTypeId } from '@/lib/domain';
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
}

/** The name a person reads: the contact, else the company, else a neutral word. */
export function brokerDisplayName(broker: Pick<BrokerSummary, 'contactName' | 'companyName'>): string {
  return broker.contactName?.trim() || broker.companyName?.trim() || 'Seller';
}

/** The profile route of an account: SPEC §2.4 name slug and id; every dialect builds its path from it. */
export function brokerProfileRoute(broker: Pick<BrokerSummary, 'accountId' | 'contactName' | 'companyName'>): RouteOf<'broker-profile'> {
  return { kind: 'broker-profile', id: broker.accountId, name: brokerNameSlug(broker.contactName, broker.companyName) };
}

export type ProfileTarget = { action: 'render' } | { action: 'redirect'; route: RouteOf<'broker-profile'> } | { action: 'not-found' };

/**
 * What a profile URL gets: the page when its name slug is the account's own, a permanent redirect to
 * that one when it is wrong or missing (land's `/member/{id}`), the brand's 404 for an unknown id or an
 * account that sells nothing.
 */
export function profileTarget(route: RouteOf<'broker-profile'> | null, profile: Pick<BrokerProfile, 'accountId' | 'contactName' | 'companyName' | 'isSeller'> | null): ProfileTarget {
  if (!route || !profile || profile.accountId !== route.id || !profile.isSeller) return { action: 'not-found' };
  const canonical = brokerProfileRoute(profile);
  return canonical.name === route.name ? { action: 'render' } : { action: 'redirect', route: canonical };
}
