import { logIn, signUp } from '@/lib/auth/credentials';
import { readSession } from '@/lib/auth/session';
import { siteBrand } from '@/lib/brand/registry';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';

/** A new user, signed up and logged in through the product's own flows: their id and the Cookie header a browser would send. */
export async function newUserSession(): Promise<{ userId: number; cookie: string }> {
  const email = `pages.${Math.random().toString(36).slice(2)}@example.com`;
  const brand = siteBrand('land')!;
  await signUp({ brand, origin: 'http://land.localhost:3000' }, new Headers(), { name: 'Pat Pages', email, password: 'plains2026', phone: null, phoneType: null, seller: false, newsletter: false });
  const login = await logIn(new Headers(), email, 'plains2026');
  if (!login.ok) throw new Error('login failed');
  const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
  const session = await readSession(new Headers({ cookie }));
  if (!session) throw new Error('no session');
  return { userId: session.userId, cookie };
}

let address = 40;

/** A brand's host and the headers of a same-site request on it, from a client address of its own (limits never meet). */
function sameSiteRequest(brandKey: string, cookie: string | undefined): { host: string; headers: Record<string, string> } {
  address += 1;
  const host = `${brandKey}.localhost:3000`;
  return { host, headers: { host, [PEER_HEADER]: peerStamp(`203.0.113.${address % 250}`), ...(cookie ? { cookie } : {}) } };
}

/** A same-site request to an API route on a brand's host, from its own client address (limits never meet). */
export function apiRequest(brandKey: string, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}): Request {
  const { host, headers } = sameSiteRequest(brandKey, init.cookie);
  return new Request(`http://${host}${path}`, {
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers: { ...headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
}

/** A same-site POST of a multipart form (files as Blobs) to an API route, as a browser's upload sends it. */
export function formRequest(brandKey: string, path: string, form: FormData, init: { cookie?: string } = {}): Request {
  const { host, headers } = sameSiteRequest(brandKey, init.cookie);
  // The Request sets the multipart content type with its boundary from the FormData.
  return new Request(`http://${host}${path}`, { method: 'POST', body: form, headers });
}
