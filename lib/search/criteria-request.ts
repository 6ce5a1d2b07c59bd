import type { SiteBrand } from '@/lib/brand/schema';
import { readJsonBody } from '@/lib/http/read-body';
import { searchCriteriaSchema, type SearchCriteria } from './criteria';
import { siteBrandFromParam } from './site-param';

const MAX_BODY_BYTES = 32 * 1024;

export type CriteriaRequest =
  | { ok: true; criteria: SearchCriteria }
  | { ok: false; status: 400 | 404 | 413 | 415; errors: string[] };

/**
 * The JSON criteria body of a search API call whose `{siteId}` must name the host's brand: the brand
 * comes from the host alone, and a siteId of another brand is a 404, not a way to pick one.
 */
export async function readCriteriaRequest(request: Request, siteIdParam: unknown, hostBrand: SiteBrand): Promise<CriteriaRequest> {
  const named = typeof siteIdParam === 'string' ? siteBrandFromParam(siteIdParam) : null;
  if (!named || named.key !== hostBrand.key) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, status: 404, errors: ['Unknown site'] };
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return { ok: false, status: body.status, errors: [body.message] };
  const criteria = searchCriteriaSchema.safeParse(body.value);
  if (!criteria.success) {
    return { ok: false, status: 400, errors: criteria.error.issues.map((i) => `${i.path.join('.') || 'criteria'}: ${i.message}`) };
  }
  return { ok: true, criteria: criteria.data };
}
