import { forgotPasswordSchema } from '@/lib/accounts/account-forms';
import { hashedEmail } from '@/lib/accounts/hashed-email';
import { callContext } from '@/lib/auth/call-context';
import { mailLoginLink } from '@/lib/auth/credentials';
import { apiRoute } from '@/lib/http/api-route';
import { formLimit, formSent, readFormRequest } from '@/lib/leads/form-request';

/**
 * "Email me a login link": a single-use `?logintoken=` link (SPEC §4 token login) for a confirmed
 * account; the same answer whether or not one went out. Limited like reset mails.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'passwordReset', per: 'client' }],
  handlers: {
    async POST({ request, brand }) {
      const form = await readFormRequest(request, brand, forgotPasswordSchema);
      if (!form.ok) return form.response;
      const limited = await formLimit('passwordResetPerEmail', hashedEmail(form.value.email));
      if (limited) return limited;
      await mailLoginLink(callContext(brand, request), form.value.email);
      return formSent();
    },
  },
});
