import { readJsonBody } from '@/lib/http/read-json-body';
import { searchCriteriaSchema } from '@/lib/search/criteria';
import { recordPopularSearch } from '@/lib/search/popular-searches';
import { siteBrandFromParam } from '@/lib/search/site-param';

type Context = { params: Promise<{ siteId: string }> };

const MAX_BODY_BYTES = 32 * 1024;

/** SPEC §7: the client reports a search it ran; it becomes a row of popular_searches with its URL. */
export async function POST(request: Request, context: Context) {
  const brand = siteBrandFromParam((await context.params).siteId);
  if (!brand) return Response.json({ errors: ['Unknown site'] }, { status: 404 });
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return Response.json({ errors: [body.message] }, { status: body.status });
  const criteria = searchCriteriaSchema.safeParse(body.value);
  if (!criteria.success) {
    return Response.json({ errors: criteria.error.issues.map((i) => `${i.path.join('.') || 'criteria'}: ${i.message}`) }, { status: 400 });
  }
  await recordPopularSearch(brand, criteria.data);
  return new Response(null, { status: 204 });
}
