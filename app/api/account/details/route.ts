import { accountDetailsSchema } from '@/lib/accounts/account-forms';
import { updateAccountDetails } from '@/lib/accounts/account-details';
import { loadUserInfo } from '@/lib/accounts/user-info';
import { requireSession } from '@/lib/auth/require-session';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';

/** /account/details/: the session user's SPEC §3 user info, read and saved. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountWrites', per: 'client' }],
  handlers: {
    async GET({ request }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      return privateJson({ data: await loadUserInfo(check.session.userId) });
    },
    async PUT({ request, brand }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const form = await readFormRequest(request, brand, accountDetailsSchema);
      if (!form.ok) return form.response;
      await updateAccountDetails(check.session.userId, form.value);
      return privateJson({ data: await loadUserInfo(check.session.userId) });
    },
  },
});
