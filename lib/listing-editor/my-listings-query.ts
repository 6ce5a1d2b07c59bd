import { z } from 'zod';
import { marketStatusKeys, type MarketStatusKey } from '@/lib/domain';

// The "My listings" table's query string (browser-safe, shared with the server): which status, words of
// a title or a listing id, the order and the page. Unknown parameters are refused (400), not ignored.

export const MY_LISTINGS_PAGE_SIZE = 25;

export const myListingsStatuses = ['all', ...marketStatusKeys, 'DELETED'] as const;
export type MyListingsStatus = (typeof myListingsStatuses)[number];
export const myListingsSorts = ['updated', 'price', 'views'] as const;

export const myListingsQuerySchema = z.strictObject({
  status: z.enum(myListingsStatuses as unknown as [MyListingsStatus, ...MyListingsStatus[]]).default('all'),
  q: z.string().trim().max(100).default(''),
  sort: z.enum(myListingsSorts).default('updated'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

/** A status filter as market status codes (0 is a deleted listing); null for every live one. */
export function statusCodes(status: MyListingsStatus, codes: Readonly<Record<MarketStatusKey, number>>): number[] | null {
  if (status === 'all') return null;
  if (status === 'DELETED') return [0];
  return [codes[status]];
}
