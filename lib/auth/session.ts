import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { authSessions } from '@/lib/db/schema';
import { auth } from './auth';

// Who is asking: the session cookie checked against auth_sessions (signature, expiry, revocation) by the
// auth library. Every protected handler, server action and page calls this itself (docs/accounts.md).

export interface SessionIdentity {
  userId: number;
  /** The session's own token: only for revoking it (never logged, never sent in a body). */
  sessionToken: string;
  expiresAt: Date;
}

export async function readSession(headers: Headers): Promise<SessionIdentity | null> {
  if (!headers.get('cookie')) return null;
  const found = await auth().api.getSession({ headers, query: { disableCookieCache: true } });
  if (!found) return null;
  const userId = Number(found.user.id);
  if (!Number.isSafeInteger(userId)) return null;
  return { userId, sessionToken: found.session.token, expiresAt: new Date(found.session.expiresAt) };
}

/** Ends one session (the previous one at login: sessions are rotated, never reused). */
export async function revokeSessionToken(token: string): Promise<void> {
  await db().delete(authSessions).where(eq(authSessions.token, token));
}

/** The session a login just started, read from the Set-Cookie headers it answers with. */
export function readNewSession(setCookies: readonly string[]): Promise<SessionIdentity | null> {
  return readSession(new Headers({ cookie: setCookies.map((c) => c.split(';')[0]).join('; ') }));
}
