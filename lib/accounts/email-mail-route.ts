import { forgotPasswordSchema } from './account-forms';
import { apiRoute } from '@/lib/http/api-route';
import { emailLimitKey } from '@/lib/leads/server';
import { formLimit, formSent, readFormRequest } from '@/lib/leads/server';
import { requestAccountMail, type AccountAction } from '@/lib/auth/account-requests';
import { callContext } from '@/lib/auth/call-context';

/**
 * A form of one email address that mails that address something (a reset link, a login link): limited
 * per client address and per email like every account mail, and answered the same, in the same time,
 * whether or not anything goes out (the job worker looks the address up), so nobody learns who is
 * registered.
 */
export function emailMailRoute(action: AccountAction) {
  return apiRoute({
    limits: [{ name: 'passwordReset', per: 'client' }],
    handlers: {
      async POST({ request, brand }) {
        const form = await readFormRequest(request, brand, forgotPasswordSchema);
        if (!form.ok) return form.response;
        const limited = await formLimit('passwordResetPerEmail', emailLimitKey(form.value.email));
        if (limited) return limited;
        await requestAccountMail(action, callContext(brand, request), form.value.email);
        return formSent();
      },
    },
  });
}
