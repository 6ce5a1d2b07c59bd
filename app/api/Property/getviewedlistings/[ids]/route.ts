import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { viewedIdsParamSchema, viewedListingJson, viewedListings } from '@/lib/listings/detail';

/** SPEC §7: the listings a visitor viewed (ids from the browser's storage), in the order asked, as small placards. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'viewedListings', per: 'client' }],
  handlers: {
    async GET({ brand, params }) {
      const ids = viewedIdsParamSchema.safeParse(params.ids);
      if (!ids.success) return apiError(400, ids.error.issues.map((issue) => issue.message));
      const listings = await viewedListings(ids.data);
      return Response.json(listings.map((listing) => viewedListingJson(brand, listing)), {
        // The same ids give the same answer to everyone on a host; links differ per brand.
        headers: { 'cache-control': 'public, max-age=60', vary: 'Host' },
      });
    },
  },
});
