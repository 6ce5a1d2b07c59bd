/** The one error shape of our JSON API: `{ "errors": ["..."] }` with a 4xx/5xx status. */
export function apiError(status: number, errors: readonly string[], headers: HeadersInit = {}): Response {
  return Response.json({ errors }, { status, headers: { 'cache-control': 'no-store', ...Object.fromEntries(new Headers(headers)) } });
}

export function plainText(body: string, status = 200, headers: HeadersInit = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...Object.fromEntries(new Headers(headers)) } });
}
