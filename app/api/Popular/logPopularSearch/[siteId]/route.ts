import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { readCriteriaRequest } from '@/lib/search/criteria-request';
import { recordPopularSearch } from '@/lib/search/popular-searches';

/** SPEC §7: the client reports a search it ran; it becomes a row of popular_searches with its URL. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'popularSearch', per: 'client' }],
  handlers: {
    async POST({ request, brand, params }) {
      const input = await readCriteriaRequest(request, params.siteId, brand);
      if (!input.ok) return apiError(input.status, input.errors);
      await recordPopularSearch(brand, input.criteria);
      return new Response(null, { status: 204 });
    },
  },
});
