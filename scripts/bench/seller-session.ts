import { DEMO_PASSWORD, demoEmails } from '@/lib/seed';
import { httpRequest } from './http-get';

// The seeded demo seller, logged in as a browser would (POST /api/account/login), for the benches of
// the seller workspace. Each bench client names its own address (x-forwarded-for, trusted by the app
// from loopback) so that the per-client limits of one never hold back another.

/** A client address of the documentation range (RFC 5737): the app sees each bench client as its own visitor. */
export const benchClientAddress = (n: number) => `198.51.100.${n}`;

/** Logs the demo seller in on `host`: the Cookie header of the session, for the requests that follow. */
export async function demoSellerCookie(origin: URL, host: string, clientAddress: string): Promise<string> {
  const answer = await httpRequest(origin, '/api/account/login', host, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ email: demoEmails.seller, password: DEMO_PASSWORD }),
  });
  const cookies = answer.headers['set-cookie'] ?? [];
  if (answer.status !== 200 || cookies.length === 0) {
    throw new Error(`logging in as ${demoEmails.seller} on ${host} answered ${answer.status}: is the app seeded with the demo accounts?`);
  }
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}
