import type { ListingEventRequest } from './listing-event-request';
import { sendEvent } from './send-event';

// Browser-safe: no database or zod imports (only the request's type); this module ships to the client.

/** app/api/logging/listing/route.ts */
export const LISTING_EVENT_ENDPOINT = '/api/logging/listing';

/** Reports a listing event (details viewed, phone click, ...); fire-and-forget. */
export function reportListingEvent(event: ListingEventRequest): void {
  sendEvent(LISTING_EVENT_ENDPOINT, event);
}
