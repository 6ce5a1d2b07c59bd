import { randomBytes } from 'node:crypto';

// Next's server hands route handlers and the proxy a web Request without the TCP peer's address, and it
// keeps a client-sent X-Forwarded-For as it is. The server guard (lib/http/server-guard.ts) therefore
// writes the peer address into this header on every request, signed with a per-process secret so a
// client cannot send a forged one (not even in the moment before the guard is installed).

export const PEER_HEADER = 'x-acrewise-peer';

const SECRET = Symbol.for('acrewise.peer-stamp-secret');
type WithSecret = typeof globalThis & { [SECRET]?: string };

function secret(): string {
  const g = globalThis as WithSecret;
  g[SECRET] ??= randomBytes(18).toString('base64url');
  return g[SECRET];
}

export function peerStamp(address: string): string {
  return `${secret()} ${address}`;
}

/** The TCP peer's address if the guard stamped this request, else null. */
export function stampedPeer(headerValue: string | null | undefined): string | null {
  if (!headerValue) return null;
  const [token, address] = headerValue.split(' ');
  return token === secret() && address ? address : null;
}
