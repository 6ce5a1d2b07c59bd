// Absolute redirect targets on the host the visitor asked for.
// Next hands the proxy a request URL built from its own listen address ("localhost"), not from the
// Host header, and refuses a relative Location; so the origin comes from the Host header, and only
// a well-formed host is trusted. Anything else falls back to the server's own origin.

const hostPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

export function visitorOrigin(hostHeader: string | null, forwardedProto: string | null, fallback: string): string {
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : new URL(fallback).protocol.replace(':', '');
  if (!hostHeader || !hostPattern.test(hostHeader)) return new URL(fallback).origin;
  const port = Number(hostHeader.split(':')[1] ?? 0);
  if (port > 65535) return new URL(fallback).origin;
  return `${protocol}://${hostHeader.toLowerCase()}`;
}

/** `location` is a path with optional query, as the routing decision produces it. */
export function redirectUrl(location: string, hostHeader: string | null, forwardedProto: string | null, fallback: string): URL {
  return new URL(location, visitorOrigin(hostHeader, forwardedProto, fallback));
}
