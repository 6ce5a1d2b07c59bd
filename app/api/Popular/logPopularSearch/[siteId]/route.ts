import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { readSiteJsonRequest } from '@/lib/search/criteria-request';
import { readPopularSearchReport, recordPopularSearch } from '@/lib/search/popular-searches';

/**
 * SPEC §7: the client reports a search it ran, as `{ "url": "/texas-land-for-sale/" }` (what the browser
 * sends) or as criteria JSON; it becomes a row of popular_searches with its URL.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'popularSearch', per: 'client' }],
  handlers: {
    async POST({ request, brand, params }) {
      const body = await readSiteJsonRequest(request, params.siteId, brand);
      if (!body.ok) return apiError(body.status, body.errors);
      const report = await readPopularSearchReport(brand, body.value);
      if (!report.ok) return apiError(report.status, report.errors);
      await recordPopularSearch(brand, report);
      return new Response(null, { status: 204 });
    },
  },
});
