import type { DataLayerListing } from '@/lib/analytics';
import { TrackedNewTabLink } from '../tracked-new-tab-link';

export interface BrokerWebsiteLinkProps {
  /** The tracked URL (brokerWebsiteUrl in lib/analytics), built on the server. */
  href: string;
  listing: DataLayerListing;
  /** The link's text ("Visit website"). */
  label: string;
  /** Accessible name that says where it goes and that it opens a new tab. */
  accessibleLabel: string;
}

/**
 * The broker's website with SPEC §7 tracking parameters, in a new tab; the referrer is kept so the
 * broker sees where the visit came from. Each click logs an 'external link click' and pushes 'website click'.
 */
export function BrokerWebsiteLink({ href, listing, label, accessibleLabel }: BrokerWebsiteLinkProps) {
  return (
    <TrackedNewTabLink href={href} listing={listing} logType="external link click" dataLayerEvent="website click" aria-label={accessibleLabel}
      className="inline-flex min-h-11 items-center rounded px-1 py-2 font-semibold underline underline-offset-2">
      {label}
    </TrackedNewTabLink>
  );
}
