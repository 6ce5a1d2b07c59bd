import type { SiteBrand } from '@/lib/brand';
import { readJsonBody } from '@/lib/http/read-body';
import { searchCriteriaSchema, type SearchCriteria } from './criteria';
import { siteBrandFromParam } from './site-param';

const MAX_BODY_BYTES = 32 * 1024;

export type RequestFailure = { ok: false; status: 400 | 404 | 413 | 415; errors: string[] };
export type CriteriaRequest = { ok: true; criteria: SearchCriteria } | RequestFailure;

/**
 * The JSON body of a search API call whose `{siteId}` must name the host's brand: the brand comes from
 * the host alone, and a siteId of another brand is a 404, not a way to pick one.
 */
export async function readSiteJsonRequest(request: Request, siteIdParam: unknown, hostBrand: SiteBrand): Promise<{ ok: true; value: unknown } | RequestFailure> {
  const named = typeof siteIdParam === 'string' ? siteBrandFromParam(siteIdParam) : null;
  if (!named || named.key !== hostBrand.key) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, status: 404, errors: ['Unknown site'] };
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  return body.ok ? { ok: true, value: body.value } : { ok: false, status: body.status, errors: [body.message] };
}

/** Search criteria (SPEC §2) as the JSON body of a search API call; see readSiteJsonRequest for the site. */
export async function readCriteriaRequest(request: Request, siteIdParam: unknown, hostBrand: SiteBrand): Promise<CriteriaRequest> {
  const body = await readSiteJsonRequest(request, siteIdParam, hostBrand);
  if (!body.ok) return body;
  return parseCriteriaBody(body.value);
}

export function parseCriteriaBody(value: unknown): CriteriaRequest {
  const criteria = searchCriteriaSchema.safeParse(value);
  if (!criteria.success) {
    return { ok: false, status: 400, errors: criteria.error.issues.map((i) => `${i.path.join('.') || 'criteria'}: ${i.message}`) };
  }
  return { ok: true, criteria: criteria.data };
}
