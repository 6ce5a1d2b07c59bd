import { z } from 'zod';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { getListingDetail } from '@/lib/listings/detail';
import { listingOgImage, OG_CACHE_CONTROL } from '@/lib/listings/seo/og-image';

const listingId = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).pipe(z.int().max(Number.MAX_SAFE_INTEGER));

/**
 * GET /api/og/listing/{id}: the listing's Open Graph image (PNG, 1200x630) in the host's brand.
 * Outside the proxy's page paths (it skips /api). Unknown id: 404. `?v=` is only a cache key.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'ogImage', per: 'client' }],
  handlers: {
    async GET({ brand, params }) {
      const id = listingId.safeParse(params.id);
      const listing = id.success ? await getListingDetail(id.data) : null;
      if (!listing) return apiError(404, ['No such listing']);
      const image = await listingOgImage(brand, listing);
      if (image.kind === 'busy') return apiError(503, ['The image service is busy; try again shortly'], { 'retry-after': String(image.retryAfterSeconds) });
      return new Response(new Uint8Array(image.png), {
        headers: { 'content-type': 'image/png', 'content-length': String(image.png.length), 'cache-control': OG_CACHE_CONTROL },
      });
    },
  },
});
