import { forwardingFacts } from './client-address';

/** 127.0.0.0/8 and ::1, as normalizeIp writes them. */
export function isLoopbackIp(ip: string | null): boolean {
  return !!ip && (ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip));
}

/**
 * True when the request comes from this machine itself: the TCP peer (stamped by the server guard) is a
 * loopback address and no proxy forwarded it (a proxy on this machine may be forwarding anyone).
 */
export function isLocalRequest(headers: Headers): boolean {
  const { peer, forwardedFor } = forwardingFacts(headers);
  return isLoopbackIp(peer) && !forwardedFor && !headers.has('forwarded');
}
