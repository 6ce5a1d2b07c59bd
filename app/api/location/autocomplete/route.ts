import { currentBrand } from '@/lib/brand/current-brand';
import { hrefFor } from '@/lib/navigation/links';
import { autocomplete, type Suggestion } from '@/lib/search/autocomplete';
import { autocompleteQuerySchema, type AutocompleteResponse } from '@/lib/search/autocomplete-schema';

// Suggestions change only with the inventory; the path is the same on every host, and a shared
// cache keys on the host too, so each brand keeps its own links.
const CACHE_CONTROL = 'public, max-age=300';

/** Location autocomplete: `GET ?q=llano` -> ranked places, listings and brokers with brand links. */
export async function GET(request: Request) {
  const q = autocompleteQuerySchema.safeParse(new URL(request.url).searchParams.get('q') ?? '');
  if (!q.success) return Response.json({ errors: q.error.issues.map((i) => i.message) }, { status: 400 });
  const brand = await currentBrand();
  let suggestions: Suggestion[];
  try {
    suggestions = q.data ? await autocomplete(q.data) : [];
  } catch (error) {
    // A database outage must not be cached as "no suggestions", nor show as a broken page.
    console.error('location autocomplete failed', error);
    return Response.json({ errors: ['Suggestions are unavailable right now'] }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
  const body: AutocompleteResponse = {
    suggestions: suggestions.map(({ type, id, label, detail, route }) => ({ type, id, label, ...(detail ? { detail } : {}), href: hrefFor(brand, route) })),
  };
  return Response.json(body, { headers: { 'cache-control': CACHE_CONTROL } });
}
