/** A JSON answer for one visitor: never stored by a shared cache, with any Set-Cookie headers passed on. */
export function privateJson(body: unknown, { status = 200, cookies = [] }: { status?: number; cookies?: readonly string[] } = {}): Response {
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return Response.json(body, { status, headers });
}
