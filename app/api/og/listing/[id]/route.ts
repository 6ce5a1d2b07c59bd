import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { getListingDetail } from '@/lib/listings/detail';
import { ogImageCache } from '@/lib/listings/seo/og-image-cache';
import { ogImageResponse, ogPathId } from '@/lib/listings/seo/og-response';
import { ogImageVersion } from '@/lib/listings/seo/listing-urls';

/**
 * GET /api/og/listing/{id}: the listing's Open Graph image (PNG, 1200x630) in the host's brand, drawn
 * once per listing version and kept on the server (lib/listings/seo/og-image-cache.ts). Outside the
 * proxy's page paths (it skips /api). Unknown id: 404. `?v=` is the listing's version: the current one
 * is cached for a week; any other value (or none) changes nothing drawn and is cached for 5 minutes.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'ogImage', per: 'client' }],
  handlers: {
    async GET({ request, brand, params }) {
      const id = ogPathId.safeParse(params.id);
      const listing = id.success ? await getListingDetail(id.data) : null;
      if (!listing) return apiError(404, ['No such listing']);
      return ogImageResponse(request, await ogImageCache().image(brand, listing), ogImageVersion(listing));
    },
  },
});
