import { AsyncLocalStorage } from 'node:async_hooks';
import type { SiteBrand } from '@/lib/brand';

// The auth library calls back (reset mail, sign-up confirmation, login-token mail) without knowing our
// brands. Each call of it from our adapters runs inside one of these, so the callback writes the mail in
// the visitor's brand with links on the brand's own origin.

export interface AuthCallContext {
  brand: SiteBrand;
  /** The brand's origin for absolute links (lib/http/request-origin.ts). */
  origin: string;
  /** Set by `issueLoginToken`: the token the magic-link plugin made, taken instead of mailed. */
  capturedToken?: string;
}

const storage = new AsyncLocalStorage<AuthCallContext>();

export function withAuthContext<T>(context: AuthCallContext, work: () => Promise<T>): Promise<T> {
  return storage.run(context, work);
}

export function authContext(): AuthCallContext {
  const found = storage.getStore();
  if (!found) throw new Error('auth callback ran outside withAuthContext');
  return found;
}
