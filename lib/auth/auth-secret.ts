import { env, isDemoMode } from '@/lib/env';

/** Demo and test servers only: a production server without AUTH_SECRET refuses to sign anything. */
const DEMO_SECRET = 'acrewise-demo-secret-not-for-production-0123456789';

/** The key that signs session cookies and tokens (AUTH_SECRET, at least 32 characters). */
export function authSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  if (isDemoMode()) return DEMO_SECRET;
  throw new Error('AUTH_SECRET is not set: a production server needs a secret of at least 32 characters to sign sessions');
}
