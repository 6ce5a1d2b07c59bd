import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import type { ResultCount } from '@/lib/search/count-url';
import { countListings } from '@/lib/search/listing-count';
import { markersCacheHeaders, readMarkersRequest } from '@/lib/search/markers-api';
import { SEARCH_PAGE_SIZE } from '@/lib/search/search-listings';

/**
 * How many listings a search page finds: `GET ?path=<page path>&<page query>` -> `{ total, totalIsCapped }`,
 * the page's own count (capped like it for keyword searches). Read and cached like the map's markers
 * (the same reader, the same cache rule and the same per-client allowance), so any search the page
 * could open is counted exactly as that page will count it.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'markers', per: 'client' }],
  handlers: {
    async GET({ request, brand }) {
      const input = await readMarkersRequest(new URL(request.url), brand.urlDialect);
      if (!input.ok) return apiError(input.status, input.errors);
      const { criteria } = input;
      // As far as the page reaches, as the page counts (listing-count.ts).
      const count = await countListings(criteria, { now: new Date() }, (criteria.pageIndex + 1) * SEARCH_PAGE_SIZE);
      const body: ResultCount = { total: count.total, totalIsCapped: count.totalIsCapped };
      return Response.json(body, { headers: markersCacheHeaders() });
    },
  },
});
