import { z } from 'zod';
import { getData } from './seller-api';
import type { MyListingsQuery } from './my-listings-query';

// "My listings" from the browser: GET /api/seller/listings read through a schema.

export const myListingRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  marketStatus: z.number(),
  listingLevel: z.number(),
  upgradeLevelId: z.number(),
  price: z.number().nullable(),
  acres: z.number(),
  photoCount: z.number(),
  coverId: z.number().nullable(),
  views30: z.number(),
  leads30: z.number(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  agentName: z.string().nullable(),
  href: z.string().startsWith('/'),
});
export type MyListingView = z.infer<typeof myListingRowSchema>;

export const myListingsPageSchema = z.object({ rows: z.array(myListingRowSchema), total: z.number(), counts: z.record(z.string(), z.number()) });
export type MyListingsPageView = z.infer<typeof myListingsPageSchema>;

export function fetchMyListings(query: MyListingsQuery): Promise<MyListingsPageView | null> {
  const search = new URLSearchParams({ status: query.status, sort: query.sort, page: String(query.page), ...(query.q ? { q: query.q } : {}) });
  return getData(`/api/seller/listings?${search}`, myListingsPageSchema);
}
