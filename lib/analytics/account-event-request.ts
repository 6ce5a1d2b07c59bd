import { z } from 'zod';
import { eventIdField, MAX_EVENT_BYTES, referringUrlField } from './event-request-fields';
import { browserSellerLogTypes } from './log-types';

// The endpoint's schema (zod: never imported by browser code at run time; the reporter takes the type only).

/**
 * SPEC §7 logging of a seller account's events as `POST /api/logging/account`: a profile shown
 * ('seller viewed'), a broker's listings shown ('seller results'), a phone revealed on a broker page
 * ('phone click'). The site comes from the host and the address from the connection.
 */
export const accountEventRequestSchema = z.strictObject({
  logType: z.enum(browserSellerLogTypes),
  accountId: eventIdField,
  referringUrl: referringUrlField,
});
export type AccountEventRequest = z.input<typeof accountEventRequestSchema>;

/** Bodies above this are refused unread; a valid one is a few hundred bytes. */
export const MAX_ACCOUNT_EVENT_BYTES = MAX_EVENT_BYTES;
