import { readCriteriaRequest } from '@/lib/search/criteria-request';
import { recordPopularSearch } from '@/lib/search/popular-searches';

type Context = { params: Promise<{ siteId: string }> };

/** SPEC §7: the client reports a search it ran; it becomes a row of popular_searches with its URL. */
export async function POST(request: Request, context: Context) {
  const input = await readCriteriaRequest(request, (await context.params).siteId);
  if (!input.ok) return Response.json({ errors: input.errors }, { status: input.status });
  await recordPopularSearch(input.brand, input.criteria);
  return new Response(null, { status: 204 });
}
