import { z } from 'zod';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { getListingDetail } from '@/lib/listings/detail';
import { OG_CACHE_CONTROL, OG_UNVERSIONED_CACHE_CONTROL } from '@/lib/listings/seo/og-image';
import { ogImageCache } from '@/lib/listings/seo/og-image-cache';
import { ogImageVersion } from '@/lib/listings/seo/listing-urls';

const listingId = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).pipe(z.int().max(Number.MAX_SAFE_INTEGER));

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
      const id = listingId.safeParse(params.id);
      const listing = id.success ? await getListingDetail(id.data) : null;
      if (!listing) return apiError(404, ['No such listing']);
      const image = await ogImageCache().image(brand, listing);
      if (image.kind === 'busy') return apiError(503, ['The image service is busy; try again shortly'], { 'retry-after': String(image.retryAfterSeconds) });
      const current = new URL(request.url).searchParams.get('v') === ogImageVersion(listing);
      return new Response(new Uint8Array(image.png), {
        headers: {
          'content-type': 'image/png',
          'content-length': String(image.png.length),
          'cache-control': current ? OG_CACHE_CONTROL : OG_UNVERSIONED_CACHE_CONTROL,
        },
      });
    },
  },
});
