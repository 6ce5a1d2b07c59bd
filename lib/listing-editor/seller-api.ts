import { z } from 'zod';
import { postForm, type PostResult } from '@/lib/leads';
import { draftListingSchema } from './listing-form';

// The seller workspace's calls from the browser (routes under /api/seller/, docs/seller-workspace.md),
// each answer read through a schema: a changed server never hands the form a shape it cannot hold.

export const sellerAccountSchema = z.union([
  z.object({ seller: z.literal(true), accountId: z.number(), isCorporateMaster: z.boolean().optional() }),
  z.object({ seller: z.literal(false), refusal: z.enum(['not-a-seller', 'restricted']) }),
]);
export type SellerAccountState = z.infer<typeof sellerAccountSchema>;

export const listingDraftSchema = z.object({
  id: z.number(),
  data: draftListingSchema,
  publishedListingId: z.number().nullable(),
  editsListingId: z.number().nullable().default(null),
  updatedAt: z.string(),
});
export type ListingDraftView = z.infer<typeof listingDraftSchema>;

export const countyOptionSchema = z.object({ id: z.number(), name: z.string(), latitude: z.number(), longitude: z.number() });
export type CountyOption = z.infer<typeof countyOptionSchema>;

/** GET `path` as `{ data }` through `schema`; null for a refusal, a network failure or an answer of another shape. */
export async function getData<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = z.object({ data: schema }).safeParse(await response.json());
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}

export const sellerPaths = {
  account: '/api/seller/account',
  drafts: '/api/seller/drafts',
  draft: (id: number) => `/api/seller/drafts/${id}`,
  step: (id: number, step: string) => `/api/seller/drafts/${id}/${step}`,
  publish: (id: number) => `/api/seller/drafts/${id}/publish`,
  editListing: (listingId: number) => `/api/seller/listings/${listingId}/edit`,
  counties: (stateId: number) => `/api/location/counties/${stateId}`,
  photos: '/api/seller/uploads/photos',
  documents: '/api/seller/uploads/documents',
} as const;

export const fetchSellerAccount = () => getData(sellerPaths.account, sellerAccountSchema);
export const fetchOpenDrafts = () => getData(sellerPaths.drafts, z.array(listingDraftSchema));
export const fetchDraft = (id: number) => getData(sellerPaths.draft(id), listingDraftSchema);
export const fetchCounties = (stateId: number) => getData(sellerPaths.counties(stateId), z.array(countyOptionSchema));

/** Starts a draft, of a new listing or of changes to `listingId`: the draft, or the refusal (too many unfinished ones, not the seller's). */
export async function startDraft(listingId?: number): Promise<ListingDraftView | PostResult> {
  const result = await postForm(listingId === undefined ? sellerPaths.drafts : sellerPaths.editListing(listingId), {});
  if (!result.ok) return result;
  const parsed = listingDraftSchema.safeParse(result.data);
  return parsed.success ? parsed.data : { ok: false, status: 0, fields: {}, message: null, errors: [] };
}
