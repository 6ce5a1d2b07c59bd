import { affiliateRetailerAccountIds } from './affiliate-retailers';

// SPEC §7: links to a broker's website carry source 'network' and medium 'referral' ('affiliate' for
// the retailer we have an affiliate agreement with), so the broker's analytics credit the visit.

export type TrackingMedium = 'referral' | 'affiliate';

export function trackingMedium(accountId: number, affiliates: readonly number[] = affiliateRetailerAccountIds): TrackingMedium {
  return affiliates.includes(accountId) ? 'affiliate' : 'referral';
}

/**
 * The broker's website as a tracked link, or null when it is no http(s) address (a `javascript:` or
 * `mailto:` value from an account must never become a link). "www.example.com" is read as https.
 */
export function brokerWebsiteUrl(websiteUrl: string | null, medium: TrackingMedium): string | null {
  const raw = websiteUrl?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  url.searchParams.set('utm_source', 'network');
  url.searchParams.set('utm_medium', medium);
  return url.toString();
}
