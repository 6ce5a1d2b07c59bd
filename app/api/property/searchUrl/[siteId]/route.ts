import { readJsonBody } from '@/lib/http/read-json-body';
import { searchCriteriaSchema } from '@/lib/search/criteria';
import { searchUrl } from '@/lib/search/search-url';
import { siteBrandFromParam } from '@/lib/search/site-param';

type Context = { params: Promise<{ siteId: string }> };

const MAX_BODY_BYTES = 32 * 1024;
const text = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * SPEC §7: search criteria in, the site's search URL out as plain text. Invalid criteria answer 400
 * with the reasons; the SPEC's client reads any non-OK answer as "" (no URL).
 */
export async function POST(request: Request, context: Context) {
  const brand = siteBrandFromParam((await context.params).siteId);
  if (!brand) return text('Unknown site', 404);
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return text(body.message, body.status);
  const criteria = searchCriteriaSchema.safeParse(body.value);
  if (!criteria.success) {
    return text(criteria.error.issues.map((i) => `${i.path.join('.') || 'criteria'}: ${i.message}`).join('\n'), 400);
  }
  return text(await searchUrl(brand, criteria.data));
}
