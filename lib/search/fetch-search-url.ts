import type { SearchCriteria } from './criteria';

/** SPEC §7 searchUrl from the browser: the brand's URL for criteria, or "" when the call fails. */
export async function fetchSearchUrl(siteId: number, criteria: SearchCriteria): Promise<string> {
  const response = await fetch(`/api/property/searchUrl/${siteId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(criteria),
  }).catch(() => null);
  return response?.ok ? response.text() : '';
}
