import { z } from 'zod';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { boundaryBounds, boundaryLevelSchema, boundaryLevels } from '@/lib/map/server';

/** A FIPS code as the route writes it: digits only, no sign or leading zeros (48, 48299). */
const fipsIdSchema = z.string().regex(/^[1-9]\d{0,4}$/).transform(Number);

/** The bounds of one state or county by FIPS id, for fitting the map to a highlighted place (docs/map.md). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ params }) {
      const level = boundaryLevelSchema.safeParse(params.level);
      if (!level.success) return apiError(404, [`Unknown boundary level; use one of: ${boundaryLevels.join(', ')}`]);
      const id = fipsIdSchema.safeParse(params.id);
      const bounds = id.success ? await boundaryBounds(level.data, id.data) : null;
      if (!bounds) return apiError(404, [`No ${level.data === 'states' ? 'state' : 'county'} has the FIPS code ${String(params.id)}`]);
      return Response.json(bounds, { headers: { 'cache-control': 'public, max-age=86400, immutable' } });
    },
  },
});
