import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { listingStats, sellerItemRoute, statsQuerySchema } from '@/lib/listing-editor/server';

const NOT_FOUND = 'No such listing';

/** A listing's numbers per day over the last 30 or 90 days (`?days=90`): views, phone reveals, leads, favourites, shares, flyers, documents. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async GET({ request, scope, id }) {
    const query = statsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return apiError(400, ['Numbers are kept for 30 or 90 days: ?days=30 or ?days=90']);
    const stats = await listingStats(scope, id, query.data.days);
    return stats ? privateJson({ data: stats }) : apiError(404, [NOT_FOUND]);
  },
});
