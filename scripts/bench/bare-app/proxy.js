import { NextResponse } from 'next/server';

// As the real app does: the first label of the Host names the brand, which becomes the first segment.
export function proxy(request) {
  const brand = (request.headers.get('host') ?? 'land').split('.')[0];
  const url = request.nextUrl.clone();
  url.pathname = `/${brand}${url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/((?!_next/).*)'] };
