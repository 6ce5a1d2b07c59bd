import { requireSession } from '@/lib/auth/require-session';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { becomeSeller, becomeSellerSchema, sellerScope } from '@/lib/listing-editor/server';

/** The session user's seller account: whether they have one, and becoming a seller (a free account in their name). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'sellerWrites', per: 'client' }],
  handlers: {
    async GET({ request }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const scope = await sellerScope(check.session.userId);
      return privateJson({ data: typeof scope === 'string' ? { seller: false, refusal: scope } : { seller: true, accountId: scope.accountId, isCorporateMaster: scope.isCorporateMaster } });
    },
    async POST({ request, brand }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const form = await readFormRequest(request, brand, becomeSellerSchema);
      if (!form.ok) return form.response;
      const accountId = await becomeSeller(check.session.userId, form.value.memberType);
      if (accountId === undefined) return apiError(401, ['Please log in to continue.']);
      const scope = await sellerScope(check.session.userId);
      if (scope === 'restricted') return apiError(403, ['Your account cannot advertise right now. Please contact us.']);
      return privateJson({ data: { seller: true, accountId } }, { status: 201 });
    },
  },
});
