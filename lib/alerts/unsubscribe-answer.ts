import type { SiteBrand } from '@/lib/brand';
import { namedHref } from '@/lib/navigation';
import { unsubscribePage, type UnsubscribeState } from './unsubscribe-page';
import { readUnsubscribeToken, unsubscribePath } from './unsubscribe-token';
import { alertUserExists, stopAlerts } from './unsubscribe';

// GET /api/alerts/unsubscribe/{token} asks, POST (the page's button, or a mail program's RFC 8058
// one-click POST) switches every alert of the token's user off. A malformed token is a 400, a forged
// one or one whose user is gone a 404; GET never writes.

function page(state: UnsubscribeState, status: number, brand: SiteBrand, token: string): Response {
  const html = unsubscribePage(state, brand, { action: unsubscribePath(token), savedSearches: namedHref(brand, 'saved-searches'), home: namedHref(brand, 'home') });
  // The token is in the URL: no shared cache keeps the page, and no link hands the URL on as a referrer.
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' } });
}

export async function unsubscribeAnswer(method: 'GET' | 'POST', brand: SiteBrand, rawToken: unknown): Promise<Response> {
  const token = typeof rawToken === 'string' ? rawToken : '';
  const read = readUnsubscribeToken(token);
  if (!read.ok) return page('invalid', read.reason === 'malformed' ? 400 : 404, brand, '');
  const done = method === 'POST' ? await stopAlerts(read.userId) : await alertUserExists(read.userId);
  if (!done) return page('invalid', 404, brand, '');
  return page(method === 'POST' ? 'done' : 'confirm', 200, brand, token);
}
