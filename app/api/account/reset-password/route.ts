import { resetPasswordSchema } from '@/lib/accounts/account-forms';
import { resetPassword } from '@/lib/auth/credentials';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { formSent, readFormRequest } from '@/lib/leads/server';

/** /reset/{resetKey}: a new password for the key's user; the key works once and expires; every session ends. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountToken', per: 'client' }],
  handlers: {
    async POST({ request, brand }) {
      const form = await readFormRequest(request, brand, resetPasswordSchema);
      if (!form.ok) return form.response;
      const outcome = await resetPassword(form.value.token, form.value.password);
      if (!outcome.ok) return apiError(400, [form.t('account.resetLinkInvalid')]);
      return formSent();
    },
  },
});
