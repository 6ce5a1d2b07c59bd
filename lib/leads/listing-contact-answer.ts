import { z } from 'zod';
import { leadConsentSchema } from '@/lib/brand';
import { listingLeadPayloadSchema } from './lead-form';
import type { ListingContact } from './listing-contact';

// A listing's contact props as `GET /api/leads/contact/{listingId}` answers them, for a page that knows
// the listing only by its placard (search results, a broker's listings, featured listings): the same
// props the listing page builds (`listingContact`), with the lead source 'search results'. The page
// keeps its own data-layer record of the listing, so the answer leaves it out.

export type ListingContactAnswer = Omit<ListingContact, 'analytics'>;

/** The `{listingId}` of the path: a positive whole number without a leading zero, a safe integer. */
export const listingContactParamSchema = z
  .string({ error: 'Listing id is missing' })
  .regex(/^[1-9]\d{0,15}$/, 'Listing id must be a positive whole number')
  .transform(Number)
  .pipe(z.int().max(Number.MAX_SAFE_INTEGER, 'Listing id is too large'));

const answerSchema = z.strictObject({
  data: z.strictObject({
    brokerName: z.string().max(300),
    companyName: z.string().max(300).nullable(),
    title: z.string().max(300),
    payload: listingLeadPayloadSchema,
    settings: z.strictObject({ consent: leadConsentSchema, phoneRequired: z.boolean() }),
  }),
});

export const listingContactPath = (listingId: number): string => `/api/leads/contact/${listingId}`;

/** The endpoint's body for a listing that takes leads: `{ data: contact }` without the data-layer record. */
export function listingContactAnswer(contact: ListingContact): { data: ListingContactAnswer } {
  const { analytics: _analytics, ...data } = contact;
  return { data };
}

/** The contact of an answer, or null for any other shape. */
export function readListingContactAnswer(json: unknown): ListingContactAnswer | null {
  const parsed = answerSchema.safeParse(json);
  return parsed.success ? parsed.data.data : null;
}

/** Asks the endpoint; rejects when the listing takes no leads (404), on a limit (429) or a network failure. */
export async function fetchListingContact(listingId: number): Promise<ListingContactAnswer> {
  const response = await fetch(listingContactPath(listingId), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`listing contact answered ${response.status}`);
  const contact = readListingContactAnswer(await response.json());
  if (!contact) throw new Error('listing contact answered an unexpected shape');
  return contact;
}
