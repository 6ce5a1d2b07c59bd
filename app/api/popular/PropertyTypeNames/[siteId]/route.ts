import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { popularNames } from '@/lib/search/popular-names';
import { popularSiteOf, propertyTypeNameEntries } from '@/lib/search/popular-names-answer';

/** SPEC §7 GET /api/popular/PropertyTypeNames/0: the site's property types by its own labels, the most searched first. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ brand, params }) {
      const siteId = popularSiteOf(brand, params.siteId);
      if (siteId === null) return apiError(404, ['No such site']);
      return Response.json({ data: propertyTypeNameEntries(brand, await popularNames(siteId)) }, { headers: { 'cache-control': 'public, max-age=600' } });
    },
  },
});
