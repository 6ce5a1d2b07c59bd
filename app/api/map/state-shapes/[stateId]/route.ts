import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { stateIdParamSchema, stateShapesJson } from '@/lib/us-map/server';

/**
 * A state's county map for the home page's map filter: each county's shape, name and search page on
 * this host's brand. The shapes change only with a deploy.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ params, brand }) {
      const stateId = stateIdParamSchema.safeParse(params.stateId);
      const body = stateId.success ? await stateShapesJson(brand, stateId.data) : null;
      if (!body) return apiError(404, ['No such state']);
      return Response.json(body, { headers: { 'cache-control': 'public, max-age=86400' } });
    },
  },
});
