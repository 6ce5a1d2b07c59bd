// The request-routing file of the design (formerly middleware.ts; Next 16 calls it proxy.ts).
// It only dispatches: every decision is a pure function in lib/brand and lib/proxy with unit tests.
import { NextResponse, type NextRequest } from 'next/server';
import { BRAND_COOKIE, BRAND_HEADER, BRAND_QUERY, selectRequestBrand, siteBrand } from '@/lib/brand';
import { redirectUrl } from '@/lib/proxy/redirect-url';
import { decideRequest } from '@/lib/proxy/request-decision';
import { securityHeaders } from '@/lib/proxy/security-headers';

export function proxy(request: NextRequest) {
  const { nextUrl } = request;
  const selection = selectRequestBrand(
    request.headers.get('host'),
    nextUrl.searchParams.get(BRAND_QUERY),
    request.cookies.get(BRAND_COOKIE)?.value ?? null,
  );
  const brand = siteBrand(selection.key);
  if (!brand) return new NextResponse('Unknown brand', { status: 404 });

  const decision = decideRequest({
    pathname: nextUrl.pathname,
    search: nextUrl.search,
    brand: selection,
    dialect: brand.urlDialect,
    rememberPreview: selection.source === 'preview-query',
  });

  let response: NextResponse;
  if (decision.action === 'redirect') {
    const target = redirectUrl(decision.location, request.headers.get('host'), request.headers.get('x-forwarded-proto'), request.url);
    response = NextResponse.redirect(target, decision.status);
  } else {
    const headers = new Headers(request.headers);
    headers.set(BRAND_HEADER, decision.brand); // overwrites anything a client sent
    const target = new URL(decision.path + nextUrl.search, request.url);
    response = NextResponse.rewrite(target, { request: { headers } });
    if (decision.rememberPreview) response.cookies.set(BRAND_COOKIE, decision.brand, { path: '/', sameSite: 'lax' });
  }
  for (const [name, value] of securityHeaders) response.headers.set(name, value);
  return response;
}

export const config = {
  // Skip Next internals, API and image routes, brand assets, and static files (public/) by their
  // extensions. Only known extensions: route segments such as near-me's `lat30.7/long-98.6` contain dots.
  matcher: ['/((?!_next/|api/|resizedimages/|brand-assets/|[^?]*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|webmanifest|js|mjs|css|map|woff2?|ttf|pdf)$).*)'],
};
