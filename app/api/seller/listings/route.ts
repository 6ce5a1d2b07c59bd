import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { myListings, myListingsQuerySchema, sellerRoute } from '@/lib/listing-editor/server';

/** "My listings": the seller's listings (a corporate master's agents' too) with status, tier, price, photos, views and leads. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ request, scope }) {
    const query = myListingsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return apiError(400, ['Unknown or malformed listing filter']);
    return privateJson({ data: await myListings(scope, query.data) });
  },
});
