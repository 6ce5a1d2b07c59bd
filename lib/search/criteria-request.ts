import type { SiteBrand } from '@/lib/brand/schema';
import { readJsonBody } from '@/lib/http/read-json-body';
import { searchCriteriaSchema, type SearchCriteria } from './criteria';
import { siteBrandFromParam } from './site-param';

const MAX_BODY_BYTES = 32 * 1024;

export type CriteriaRequest =
  | { ok: true; brand: SiteBrand; criteria: SearchCriteria }
  | { ok: false; status: 400 | 404 | 413 | 415; errors: string[] };

/** The `{siteId}` brand and the JSON criteria body of a search API call, or why they are unusable. */
export async function readCriteriaRequest(request: Request, siteIdParam: string): Promise<CriteriaRequest> {
  const brand = siteBrandFromParam(siteIdParam);
  if (!brand) return { ok: false, status: 404, errors: ['Unknown site'] };
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return { ok: false, status: body.status, errors: [body.message] };
  const criteria = searchCriteriaSchema.safeParse(body.value);
  if (!criteria.success) {
    return { ok: false, status: 400, errors: criteria.error.issues.map((i) => `${i.path.join('.') || 'criteria'}: ${i.message}`) };
  }
  return { ok: true, brand, criteria: criteria.data };
}
