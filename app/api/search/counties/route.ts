import { z } from 'zod';
import { stateBySlug } from '@/lib/geo/states';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { areaCountLabel, areaLinks, COLLAPSED_COUNTIES, compactAreaLinks, type CompactAreaLinks } from '@/lib/search/area-links';
import { markersCacheHeaders } from '@/lib/search/markers-api';
import { stateAreaCounts } from '@/lib/search/state-area-counts';

const querySchema = z.object({ state: z.string().max(64).regex(/^[a-z-]+$/, 'state must be a state slug such as "texas"') });

/**
 * A state's counties beyond the first twelve its search page shows: `GET ?state=texas` -> `{ hrefPrefix,
 * links: [name, href rest, count, count label][] }`, the brand's links, most listings first. The page
 * fetches them when "Show all" is pressed, so it does not carry up to 242 counties nobody asked for.
 * Counted and cached like the page (state-area-counts.ts, the markers' cache rule).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'markers', per: 'client' }],
  handlers: {
    async GET({ request, brand }) {
      const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return apiError(400, query.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`));
      const state = stateBySlug(query.data.state);
      if (!state) return apiError(404, [`No state "${query.data.state}"`]);
      const { counties } = await stateAreaCounts(state.id);
      const rest = areaLinks(brand, state.slug, counties.slice(COLLAPSED_COUNTIES), 'county');
      const body: CompactAreaLinks = compactAreaLinks(rest, areaCountLabel(brandTranslator(brand.key)));
      return Response.json(body, { headers: markersCacheHeaders() });
    },
  },
});
