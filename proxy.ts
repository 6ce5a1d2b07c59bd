// The request-routing file of the design (formerly middleware.ts; Next 16 calls it proxy.ts).
// It only dispatches: every decision is a pure function in lib/brand and lib/proxy with unit tests.
import { NextResponse, type NextRequest } from 'next/server';
import { BRAND_COOKIE, BRAND_QUERY, hostRules, siteBrand } from '@/lib/brand/server';
import { brandOrigin } from '@/lib/brand';
import { env } from '@/lib/env';
import { configuredTrustedProxies, forwardingFacts, trustedProto } from '@/lib/http/client-address';
import { decideRequest } from '@/lib/proxy/request-decision';
import { NOT_FOUND_PAGE_HEADER } from '@/lib/http/full-not-found';

export function proxy(request: NextRequest) {
  const { nextUrl, headers } = request;
  const rules = hostRules();
  const proto = trustedProto(forwardingFacts(headers), configuredTrustedProxies());
  const decision = decideRequest(
    {
      method: request.method,
      pathname: nextUrl.pathname,
      search: nextUrl.search,
      host: headers.get('host'),
      previewQuery: nextUrl.searchParams.get(BRAND_QUERY),
      previewCookie: request.cookies.get(BRAND_COOKIE)?.value ?? null,
      serverAction: headers.has('next-action'),
    },
    {
      rules,
      dialectOf: (key) => siteBrand(key)?.urlDialect ?? 'land',
      originOf: (key) => brandOrigin(key, { rules, requestHost: headers.get('host'), trustedProto: proto, demoPort: env().PORT }),
    },
  );

  switch (decision.action) {
    case 'pass':
      return NextResponse.next();
    case 'reject':
      return new NextResponse(decision.status === 405 ? 'Method not allowed' : 'Not found', {
        status: decision.status,
        headers: { 'content-type': 'text/plain; charset=utf-8', ...(decision.allow ? { allow: decision.allow } : {}) },
      });
    case 'redirect':
      return NextResponse.redirect(decision.location, decision.status);
    case 'rewrite': {
      const response = NextResponse.rewrite(
        new URL(decision.path + decision.search, request.url),
        // The brand's 404 page in full: server.ts knows it from Next's error shell by this header.
        decision.status ? { status: decision.status, headers: { [NOT_FOUND_PAGE_HEADER]: '1' } } : undefined,
      );
      if (decision.rememberPreview) response.cookies.set(BRAND_COOKIE, decision.brand, { path: '/', sameSite: 'lax', httpOnly: true });
      return response;
    }
  }
}

export const config = {
  // Everything but Next's static files (and its dev-server endpoints) and the API, whose route handlers
  // resolve the brand themselves: passing API bodies through the proxy would buffer them.
  matcher: ['/((?!_next/static/|_next/webpack-hmr|__nextjs|api/).*)'],
};
