import { loginSchema } from '@/lib/accounts/account-forms';
import { loadUserInfo } from '@/lib/accounts/user-info';
import { logIn } from '@/lib/auth/credentials';
import { readNewSession } from '@/lib/auth/session';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';
import { emailLimitKey } from '@/lib/leads/server';
import { formLimit, readFormRequest } from '@/lib/leads/server';

/**
 * Email and password login (SPEC §7 "credential login", shape ours): per-address and per-email limits,
 * one answer for an unknown email and a wrong password, a new session cookie and the user info.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'login', per: 'client' }],
  handlers: {
    async POST({ request, brand }) {
      const form = await readFormRequest(request, brand, loginSchema);
      if (!form.ok) return form.response;
      const limited = await formLimit('loginPerEmail', emailLimitKey(form.value.email));
      if (limited) return limited;
      const outcome = await logIn(request.headers, form.value.email, form.value.password);
      if (!outcome.ok) return apiError(401, [form.t('account.wrongCredentials')]);
      const session = await readNewSession(outcome.cookies);
      const userInfo = session ? await loadUserInfo(session.userId) : null;
      return privateJson({ data: { isLoggedIn: true, userInfo } }, { cookies: outcome.cookies });
    },
  },
});
