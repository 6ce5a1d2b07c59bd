import { brandForHost, brandHostnames, type HostRules } from './host';

// Absolute redirect targets. Next refuses a relative Location from the proxy, and a Location built from
// whatever Host a client sent is an open redirect (`Host: evil.com` -> `location: http://evil.com/...`).
// So the origin comes from brand config, or in demo mode from a Host header that names a brand.

const hostHeaderPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

export interface OriginContext {
  rules: HostRules;
  /** The Host header as sent. */
  requestHost: string | null;
  /** X-Forwarded-Proto, already filtered: null unless the direct peer is a trusted proxy. */
  trustedProto: string | null;
  /** The port the demo server listens on, for `<key>.localhost:<port>` origins. */
  demoPort: number;
}

/** Production: https on the brand's first configured hostname. Demo: the visitor's host when it names a brand. */
export function brandOrigin(brandKey: string, context: OriginContext): string {
  const { rules, requestHost } = context;
  const brand = rules.brands.find((b) => b.key === brandKey);
  if (rules.mode === 'production') {
    const [host] = brand ? brandHostnames(brand, rules.hostOverrides) : [];
    if (host) return `https://${host}`;
  }
  const protocol = context.trustedProto === 'https' ? 'https' : 'http';
  const host = requestHost?.trim().toLowerCase() ?? '';
  const port = Number(host.split(':')[1] ?? 0);
  if (hostHeaderPattern.test(host) && port <= 65535 && brandForHost(host, rules) !== null) return `${protocol}://${host}`;
  return `http://${brandKey}.localhost:${context.demoPort}`;
}
