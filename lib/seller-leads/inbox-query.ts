import { z } from 'zod';

// The leads inbox's query strings (GET /api/seller/leads and its CSV export), parsed with zod on the
// server; the inbox builds the same query in its URL.

/** An inbox tab: every lead, the new ones (not handled yet), or the handled ones. */
export const leadStatuses = ['all', 'new', 'handled'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const INBOX_PAGE_SIZE = 25;
export const INBOX_PAGES_MAX = 1000;

const positiveId = z.string().regex(/^[1-9]\d{0,14}$/).transform(Number);
const pageNumber = z.string().regex(/^[1-9]\d{0,3}$/).transform(Number).pipe(z.int().max(INBOX_PAGES_MAX));

/** Which leads: one listing's (else all), in one status tab. Unknown parameters are refused, so a typo never widens the list. */
export const leadFiltersSchema = z.strictObject({
  listingId: positiveId.optional(),
  status: z.enum(leadStatuses).default('all'),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** The inbox's query: the filters and a page of INBOX_PAGE_SIZE leads. */
export const inboxQuerySchema = leadFiltersSchema.extend({ page: pageNumber.default(1) });
export type InboxQuery = z.output<typeof inboxQuerySchema>;
