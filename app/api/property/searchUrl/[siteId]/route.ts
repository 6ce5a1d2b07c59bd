import { apiRoute } from '@/lib/http/api-route';
import { plainText } from '@/lib/http/api-response';
import { readCriteriaRequest } from '@/lib/search/criteria-request';
import { searchUrl } from '@/lib/search/place-slugs';

/**
 * SPEC §7: search criteria in, the site's search URL out as plain text. Invalid criteria answer 400
 * with the reasons; the SPEC's client reads any non-OK answer as "" (no URL).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'searchUrl', per: 'client' }],
  handlers: {
    async POST({ request, brand, params }) {
      const input = await readCriteriaRequest(request, params.siteId, brand);
      if (!input.ok) return plainText(input.errors.join('\n'), input.status);
      return plainText(await searchUrl(brand, input.criteria));
    },
  },
});
