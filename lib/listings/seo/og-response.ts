import { z } from 'zod';
import { apiError } from '@/lib/http/api-response';
import type { OgImageResult } from './og-render';

// How the sharing-card routes (GET /api/og/listing/{id}, /api/og/broker/{id}) read their id and answer.

/** A card URL carries its subject's current version (`?v=`), so the image at it may be kept a week. */
export const OG_CACHE_CONTROL = 'public, max-age=604800, s-maxage=604800, stale-while-revalidate=86400';
/** A URL without the current `v` (an old share, a made-up one) gets the current card for five minutes. */
export const OG_UNVERSIONED_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

/** The id in a card URL: a positive integer without leading zeros; anything else is no card (404). */
export const ogPathId = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).pipe(z.int().max(Number.MAX_SAFE_INTEGER));

/**
 * The drawn card as PNG, cached for a week when asked for under `version` and for five minutes
 * otherwise; 503 with Retry-After when it could not be drawn now.
 */
export function ogImageResponse(request: Request, image: OgImageResult, version: string | null): Response {
  if (image.kind === 'busy') return apiError(503, ['The image service is busy; try again shortly'], { 'retry-after': String(image.retryAfterSeconds) });
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(new Uint8Array(image.png), {
    headers: {
      'content-type': 'image/png',
      'content-length': String(image.png.length),
      'cache-control': current ? OG_CACHE_CONTROL : OG_UNVERSIONED_CACHE_CONTROL,
    },
  });
}
