'use client';

import { pushPageView, type DataLayerPageType, type DataLayerValue } from '@/lib/analytics';
import { useReportOnce } from '@/lib/hooks/use-report-once';

export interface PageViewBeaconProps {
  /** e.g. 'broker directory'. */
  pageType: DataLayerPageType;
  /** What the page shows, pushed with the event (e.g. `{ state: 'TX', memberType: 'Agent' }`); keep it small. */
  details?: Readonly<Record<string, DataLayerValue>>;
}

/**
 * Pushes the SPEC §7 page view of a cached broker page (the directory) once per mount, and again when
 * its details change. Renders nothing. A broker's own pages use `SellerLogBeacon` with `pageType`.
 */
export function PageViewBeacon({ pageType, details = {} }: PageViewBeaconProps) {
  useReportOnce(JSON.stringify([pageType, details]), () => pushPageView(pageType, details));
  return null;
}
