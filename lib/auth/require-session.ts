import { apiError } from '@/lib/http/api-response';
import { readSession, type SessionIdentity } from './session';

export type SessionCheck = { ok: true; session: SessionIdentity } | { ok: false; response: Response };

/** The first line of every protected route handler: the session, or a 401 without one. */
export async function requireSession(request: Request): Promise<SessionCheck> {
  const session = await readSession(request.headers);
  return session ? { ok: true, session } : { ok: false, response: apiError(401, ['Please log in to continue.']) };
}
