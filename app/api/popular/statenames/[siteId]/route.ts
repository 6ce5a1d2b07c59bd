import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { popularNames } from '@/lib/search/popular-names';
import { popularSiteOf, stateNameEntries } from '@/lib/search/popular-names-answer';

/** SPEC §7 GET /api/popular/statenames/0: the site's states, the most searched first, for footer links. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ brand, params }) {
      const siteId = popularSiteOf(brand, params.siteId);
      if (siteId === null) return apiError(404, ['No such site']);
      return Response.json({ data: stateNameEntries(brand, await popularNames(siteId)) }, { headers: { 'cache-control': 'public, max-age=600' } });
    },
  },
});
