import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { boundaryLevelSchema, boundaryLevels, boundaryTile, tileAddressSchema } from '@/lib/map/server';

// The shapes change only with the us-atlas package, i.e. with a deploy; the same on every host.
const IMMUTABLE = 'public, max-age=86400, immutable';

/** One vector tile of state or county shapes for the map's boundary layers (docs/map.md "Boundary tiles"). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ params }) {
      const level = boundaryLevelSchema.safeParse(params.level);
      if (!level.success) return apiError(404, [`Unknown boundary level; use one of: ${boundaryLevels.join(', ')}`]);
      const address = tileAddressSchema.safeParse(params);
      if (!address.success) return apiError(404, [`No such tile: ${address.error.issues[0]?.message ?? 'bad address'}`]);
      const tile = await boundaryTile(level.data, address.data);
      // A tile that no shape reaches is empty: 204, which the map draws as nothing.
      if (!tile) return new Response(null, { status: 204, headers: { 'cache-control': IMMUTABLE } });
      return new Response(new Uint8Array(tile), { headers: { 'content-type': 'application/vnd.mapbox-vector-tile', 'cache-control': IMMUTABLE } });
    },
  },
});
