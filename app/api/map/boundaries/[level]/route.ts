import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { boundariesJson, boundaryLevelSchema, boundaryLevels } from '@/lib/map/server';

/** GeoJSON state or county shapes for the offline map style (docs/map.md). Built once per process. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ params }) {
      const level = boundaryLevelSchema.safeParse(params.level);
      if (!level.success) return apiError(404, [`Unknown boundary level; use one of: ${boundaryLevels.join(', ')}`]);
      return new Response(await boundariesJson(level.data), {
        headers: {
          'content-type': 'application/geo+json',
          // The shapes change only with the us-atlas package, i.e. with a deploy; the same on every host.
          'cache-control': 'public, max-age=86400, immutable',
        },
      });
    },
  },
});
