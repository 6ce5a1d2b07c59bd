import { env } from '@/lib/env';
import { brandOrigin } from '@/lib/brand';
import { hostRules } from '@/lib/brand/server';
import { configuredTrustedProxies, forwardingFacts, trustedProto } from './client-address';

/**
 * The origin a route handler writes into absolute links (mail to brokers and friends): the brand's
 * configured origin in production, the visitor's brand host in demo mode, by the same rules as the
 * proxy's redirects (never a Host header that names no brand).
 */
export function requestOrigin(brandKey: string, request: Request): string {
  const proto = trustedProto(forwardingFacts(request.headers), configuredTrustedProxies());
  return brandOrigin(brandKey, { rules: hostRules(), requestHost: request.headers.get('host'), trustedProto: proto, demoPort: env().PORT });
}
