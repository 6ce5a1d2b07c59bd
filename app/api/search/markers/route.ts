import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { mapMarkers } from '@/lib/search/map-markers';
import { markersCacheHeaders, markersResponse, readMarkersRequest } from '@/lib/search/markers-api';

/**
 * Map markers of a search page: `GET ?path=<page path>&<page query>` -> at most 500, best ranked first,
 * with the count (capped for keyword searches). Only GET: the page's URL already says everything.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'markers', per: 'client' }],
  handlers: {
    async GET({ request, brand }) {
      const input = await readMarkersRequest(new URL(request.url), brand.urlDialect);
      if (!input.ok) return apiError(input.status, input.errors);
      const result = await mapMarkers(input.criteria, { now: new Date() });
      return Response.json(markersResponse(brand, result), { headers: markersCacheHeaders() });
    },
  },
});
