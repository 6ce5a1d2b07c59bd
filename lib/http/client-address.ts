import { env } from '@/lib/env';
import { AddressSet, normalizeIp } from './ip-address';
import { PEER_HEADER, stampedPeer } from './peer-stamp';

export interface ForwardingFacts {
  /** The TCP peer (from the server guard's stamp), null when unknown. */
  peer: string | null;
  forwardedFor: string | null;
  forwardedProto: string | null;
}

export function forwardingFacts(headers: Headers): ForwardingFacts {
  return {
    peer: normalizeIp(stampedPeer(headers.get(PEER_HEADER))),
    forwardedFor: headers.get('x-forwarded-for'),
    forwardedProto: headers.get('x-forwarded-proto'),
  };
}

/**
 * The visitor's address: the TCP peer, unless the peer is a trusted proxy, in which case the nearest
 * X-Forwarded-For entry that is not itself a trusted proxy (proxies append, so the right end is ours).
 */
export function clientAddress(facts: ForwardingFacts, trusted: AddressSet): string | null {
  if (!facts.peer || !trusted.has(facts.peer)) return facts.peer;
  const hops = (facts.forwardedFor ?? '').split(',').map((h) => normalizeIp(h)).filter((h): h is string => h !== null);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? null;
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? facts.peer;
}

/** X-Forwarded-Proto, believed only from a trusted proxy. */
export function trustedProto(facts: ForwardingFacts, trusted: AddressSet): 'http' | 'https' | null {
  if (!facts.peer || !trusted.has(facts.peer)) return null;
  const proto = facts.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || proto === 'http' ? proto : null;
}

let trustedProxies: AddressSet | undefined;

/** TRUSTED_PROXIES of this deployment (empty by default: nobody's forwarding headers are believed). */
export function configuredTrustedProxies(): AddressSet {
  trustedProxies ??= new AddressSet(env().TRUSTED_PROXIES);
  return trustedProxies;
}

/** The client address of a request under this deployment's trusted proxies ('unknown' if the guard is absent). */
export function requestClientAddress(headers: Headers): string {
  return clientAddress(forwardingFacts(headers), configuredTrustedProxies()) ?? 'unknown';
}
