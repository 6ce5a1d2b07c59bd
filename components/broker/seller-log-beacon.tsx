'use client';

import { pushPageView, reportAccountEvent, type BrowserSellerLogType, type DataLayerPageType } from '@/lib/analytics';
import { useReportOnce } from '@/lib/hooks/use-report-once';

export interface SellerLogBeaconProps {
  accountId: number;
  /** 'seller viewed' on a broker's profile, 'seller results' on a broker's listings page. */
  logType: Exclude<BrowserSellerLogType, 'phone click'>;
  /** Also pushes the SPEC §7 page view with this page type and the account id. */
  pageType?: DataLayerPageType;
}

/**
 * Counts a broker page shown from the browser (the page is cached and the same for every visitor):
 * logs `logType` for the account once per mount (the endpoint also counts a client once per account
 * and type per 5 minutes) and, with `pageType`, pushes the page view. Renders nothing.
 */
export function SellerLogBeacon({ accountId, logType, pageType }: SellerLogBeaconProps) {
  useReportOnce(`${logType}|${accountId}`, () => {
    reportAccountEvent({ logType, accountId });
    if (pageType) pushPageView(pageType, { accountId });
  });
  return null;
}
