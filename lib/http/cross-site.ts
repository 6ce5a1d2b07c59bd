// CSRF defence for every state-changing API call (DESIGN: sessions are cookies, SameSite=Lax): a write
// whose browser says it comes from another site (Sec-Fetch-Site) or whose Origin names another host is
// refused. Clients that send neither (curl, server-to-server) are not browsers carrying our cookies.

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isCrossSiteWrite(request: Request): boolean {
  if (!unsafeMethods.has(request.method)) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  // same-site is another host of the same registrable domain: not one of our forms either.
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== (request.headers.get('host') ?? new URL(request.url).host);
  } catch {
    return true;
  }
}
