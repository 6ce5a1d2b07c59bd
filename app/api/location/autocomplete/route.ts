import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { brandVary } from '@/lib/http/brand-vary';
import { hrefFor } from '@/lib/navigation';
import { autocomplete } from '@/lib/search/autocomplete';
import { autocompleteQuerySchema, type AutocompleteResponse } from '@/lib/search/autocomplete-schema';

/** Location autocomplete: `GET ?q=llano` -> ranked places, listings and brokers with the host brand's links. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'autocomplete', per: 'client' }],
  handlers: {
    async GET({ request, brand }) {
      const q = autocompleteQuerySchema.safeParse(new URL(request.url).searchParams.get('q') ?? '');
      if (!q.success) return apiError(400, q.error.issues.map((i) => i.message));
      const suggestions = q.data ? await autocomplete(q.data) : [];
      const body: AutocompleteResponse = {
        suggestions: suggestions.map(({ type, id, label, detail, route }) => ({ type, id, label, ...(detail ? { detail } : {}), href: hrefFor(brand, route) })),
      };
      // Suggestions change only with the inventory. The links are the brand's, and the brand is the
      // host's: shared caches must key on Host (and, in demo mode, on the preview cookie).
      return Response.json(body, {
        headers: { 'cache-control': 'public, max-age=300', vary: brandVary() },
      });
    },
  },
});
