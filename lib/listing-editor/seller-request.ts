import { requireSession } from '@/lib/auth/require-session';
import { apiError } from '@/lib/http/api-response';
import { sellerScope, type SellerScope } from './seller-scope';

// The first line of every seller-workspace route handler (authorization where the data is written,
// not in the proxy): a session (401), a seller account (403 for a buyer, who is offered to become a
// seller, and for a restricted seller), then the handler works inside the scope.

export const NOT_A_SELLER_MESSAGE = 'Only seller accounts can add and manage listings. Become a seller to advertise your land.';
export const RESTRICTED_SELLER_MESSAGE = 'Your seller account cannot manage listings right now. Please contact us.';

export type SellerCheck = { ok: true; scope: SellerScope } | { ok: false; response: Response };

export async function requireSeller(request: Request): Promise<SellerCheck> {
  const session = await requireSession(request);
  if (!session.ok) return session;
  const scope = await sellerScope(session.session.userId);
  if (scope === 'not-a-seller') return { ok: false, response: apiError(403, [NOT_A_SELLER_MESSAGE]) };
  if (scope === 'restricted') return { ok: false, response: apiError(403, [RESTRICTED_SELLER_MESSAGE]) };
  return { ok: true, scope };
}
