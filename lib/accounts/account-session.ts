import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readSession, type SessionIdentity } from '@/lib/auth/session';
import type { SiteBrand } from '@/lib/brand';
import { loginRedirectHref, type LoginRequiredPage } from './login-redirect';

/**
 * The first call of every account page: the visitor's session, read from the request itself (which
 * also makes the page dynamic, never cached), or a redirect to the brand's login page (SPEC §6).
 */
export async function requireAccountSession(brand: SiteBrand, page: LoginRequiredPage, origin: string): Promise<SessionIdentity> {
  const session = await readSession(await headers());
  if (session) return session;
  redirect(loginRedirectHref(await getTranslations(), brand, page, origin));
}
