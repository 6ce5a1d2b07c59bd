/**
 * How the SPEC §7 finance calls answer over HTTP: the JSON, cached five minutes by browsers and CDNs
 * (per host: the answer is the same on every brand); `null` when there is nothing to give (SPEC §8),
 * as a 404 no one caches, so a failure is asked again.
 */
export function financeAnswer(value: unknown): Response {
  if (value === null) return Response.json(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  return Response.json(value, { headers: { 'cache-control': 'public, max-age=300' } });
}
