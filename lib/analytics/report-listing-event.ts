import type { ListingEventRequest } from './listing-event-request';

// Browser-safe: no database or zod imports (only the request's type); this module ships to the client.

/** app/api/logging/listing/route.ts */
export const LISTING_EVENT_ENDPOINT = '/api/logging/listing';

/**
 * Fire-and-forget (SPEC §7: no response read): the event must never break the page, and `keepalive`
 * lets it finish when the click leaves the page (the broker's website, a tel: link).
 */
export function reportListingEvent(event: ListingEventRequest): void {
  const body: ListingEventRequest = { referringUrl: window.location.href, ...event };
  void fetch(LISTING_EVENT_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
