import { isDemoMode } from '@/lib/env';

/**
 * The Vary header of a shared-cacheable API answer that depends on the request's brand. The brand comes
 * from the Host; in demo mode also from the preview cookie (DESIGN §1), so a cache keys on both there.
 */
export function brandVary(): string {
  return isDemoMode() ? 'Host, Cookie' : 'Host';
}
