import { changePasswordSchema } from '@/lib/accounts/account-forms';
import { callContext } from '@/lib/auth/call-context';
import { changePassword } from '@/lib/auth/credentials';
import { requireSession } from '@/lib/auth/require-session';
import { apiFieldErrors } from '@/lib/http/field-errors';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';

/** SPEC §3 change-password modal: the current password is required; other sessions end, this one is renewed. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'passwordChange', per: 'client' }],
  handlers: {
    async POST({ request, brand }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const form = await readFormRequest(request, brand, changePasswordSchema);
      if (!form.ok) return form.response;
      const outcome = await changePassword(callContext(brand, request), request.headers, form.value.currentPassword, form.value.password);
      if (!outcome.ok) return apiFieldErrors(422, { currentPassword: form.t('account.currentPasswordWrong') });
      return privateJson({ data: { success: true } }, { cookies: outcome.cookies });
    },
  },
});
