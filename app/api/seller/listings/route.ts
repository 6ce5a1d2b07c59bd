import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { listingHref } from '@/lib/listings/detail';
import { myListings, myListingsQuerySchema, sellerRoute } from '@/lib/listing-editor/server';

/** "My listings": the seller's listings (a corporate master's agents' too) with status, tier, price, photos, views and leads. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ request, brand, scope }) {
    const query = myListingsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return apiError(400, ['Unknown or malformed listing filter']);
    const page = await myListings(scope, query.data);
    // Each row links to the listing's page on this brand.
    return privateJson({ data: { ...page, rows: page.rows.map((row) => ({ ...row, href: listingHref(brand, row) })) } });
  },
});
