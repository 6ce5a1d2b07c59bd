import { forwardingFacts } from './client-address';
import { normalizeIp } from './ip-address';

/** 127.0.0.0/8 and ::1, as normalizeIp writes them. */
export function isLoopbackIp(ip: string | null): boolean {
  return !!ip && (ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip));
}

/**
 * True when the request comes from this machine itself: the TCP peer (stamped by the server guard) is a
 * loopback address, and so is every address in X-Forwarded-For (Next adds the peer there itself; a
 * proxy on this machine that forwards someone else's request adds theirs), and there is no Forwarded.
 */
export function isLocalRequest(headers: Headers): boolean {
  const { peer, forwardedFor } = forwardingFacts(headers);
  const hops = (forwardedFor ?? '').split(',').filter((hop) => hop.trim() !== '');
  return isLoopbackIp(peer) && hops.every((hop) => isLoopbackIp(normalizeIp(hop))) && !headers.has('forwarded');
}
