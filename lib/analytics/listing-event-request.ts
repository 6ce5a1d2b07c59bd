import { z } from 'zod';
import { eventIdField, MAX_EVENT_BYTES, referringUrlField } from './event-request-fields';
import { browserListingLogTypes } from './log-types';

// The endpoint's schema (zod: never imported by browser code at run time; the reporter takes the type only).

/**
 * SPEC §7 `POST {LandApi}/logging` (logType, esLogRecords, ipAddress, siteId) as our own
 * `POST /api/logging/listing`: the browser names the log type and the listing; the site comes from the
 * host and the address from the connection, never from the body.
 */
export const listingEventRequestSchema = z.strictObject({
  logType: z.enum(browserListingLogTypes),
  listingId: eventIdField,
  /** The document opened, for 'document click'. */
  documentId: eventIdField.optional(),
  referringUrl: referringUrlField,
});
export type ListingEventRequest = z.input<typeof listingEventRequestSchema>;

/** Bodies above this are refused unread; a valid one is a few hundred bytes. */
export const MAX_LISTING_EVENT_BYTES = MAX_EVENT_BYTES;
