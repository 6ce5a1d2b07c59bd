import { readCriteriaRequest } from '@/lib/search/criteria-request';
import { searchUrl } from '@/lib/search/search-url';

type Context = { params: Promise<{ siteId: string }> };

const text = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * SPEC §7: search criteria in, the site's search URL out as plain text. Invalid criteria answer 400
 * with the reasons; the SPEC's client reads any non-OK answer as "" (no URL).
 */
export async function POST(request: Request, context: Context) {
  const input = await readCriteriaRequest(request, (await context.params).siteId);
  if (!input.ok) return text(input.errors.join('\n'), input.status);
  return text(await searchUrl(input.brand, input.criteria));
}
