'use client';

import { pushDataLayerEvent, type DataLayerBroker } from '@/lib/analytics';

export interface ProfileWebsiteLinkProps {
  /** The tracked URL (brokerWebsiteUrl in lib/analytics), built on the server. */
  href: string;
  broker: DataLayerBroker;
  /** The link's text ("Visit website"). */
  label: string;
  /** Accessible name that says whose website it is and that it opens a new tab. */
  accessibleLabel: string;
}

/**
 * The broker's website on its profile, with SPEC §7 tracking parameters, in a new tab (`noopener`; the
 * referrer is kept so the broker sees where the visit came from). Each click pushes 'website click'.
 */
export function ProfileWebsiteLink({ href, broker, label, accessibleLabel }: ProfileWebsiteLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener" aria-label={accessibleLabel} onClick={() => pushDataLayerEvent('website click', broker)}
      className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
      {label}
    </a>
  );
}
