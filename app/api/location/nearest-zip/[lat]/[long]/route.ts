import { z } from 'zod';
import { stateById } from '@/lib/geo/states';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { hrefFor, searchRoute } from '@/lib/navigation';
import { nearestZip } from '@/lib/near-me/server';

const coordinate = (max: number) => z.string().regex(/^-?\d{1,3}(\.\d)?$/).transform(Number).pipe(z.number().min(-max).max(max));

/**
 * The zip nearest the visitor's position (one decimal each), with the brand's search for it: what the
 * near-me link becomes (SPEC §2.4, docs/home-page.md). 404 outside the marketplace.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'autocomplete', per: 'client' }],
  handlers: {
    async GET({ brand, params }) {
      const lat = coordinate(90).safeParse(params.lat);
      const long = coordinate(180).safeParse(params.long);
      if (!lat.success || !long.success) return apiError(400, ['lat and long must be degrees with at most one decimal']);
      const found = await nearestZip(lat.data, long.data);
      const state = found ? stateById(found.stateId) : undefined;
      if (!found || !state) return apiError(404, ['No zip of ours is near that position']);
      const href = hrefFor(brand, searchRoute({ state: state.slug, area: { type: 'zip', slug: found.zip } }));
      return Response.json({ zip: found.zip, stateId: found.stateId, href }, { headers: { 'cache-control': 'public, max-age=86400' } });
    },
  },
});
