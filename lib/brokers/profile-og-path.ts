import { ogImageVersion } from '@/lib/listings/seo/listing-urls';
import type { BrokerProfile } from './broker-profile';

type OgFacts = Pick<BrokerProfile, 'accountId' | 'updatedAt' | 'listingCount'>;

/** The version of a profile's sharing card: it changes with the account (its update time) and with its listing count. */
export function brokerOgImageVersion(profile: OgFacts): string | null {
  const time = ogImageVersion(profile);
  return time && `${time}-${profile.listingCount}`;
}

/** The profile's Open Graph image, GET /api/og/broker/{id}, under its current version (cached long; see og-response.ts). */
export function brokerOgImagePath(profile: OgFacts): string {
  const version = brokerOgImageVersion(profile);
  return `/api/og/broker/${profile.accountId}${version ? `?v=${version}` : ''}`;
}
