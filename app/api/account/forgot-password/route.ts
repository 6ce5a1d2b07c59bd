import { forgotPasswordSchema } from '@/lib/accounts/account-forms';
import { hashedEmail } from '@/lib/accounts/hashed-email';
import { callContext } from '@/lib/auth/call-context';
import { requestPasswordReset } from '@/lib/auth/credentials';
import { apiRoute } from '@/lib/http/api-route';
import { formLimit, formSent, readFormRequest } from '@/lib/leads/form-request';

/** Forgot password: mails a single-use /reset/{key} link when the address has an account; answers alike either way. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'passwordReset', per: 'client' }],
  handlers: {
    async POST({ request, brand }) {
      const form = await readFormRequest(request, brand, forgotPasswordSchema);
      if (!form.ok) return form.response;
      const limited = await formLimit('passwordResetPerEmail', hashedEmail(form.value.email));
      if (limited) return limited;
      await requestPasswordReset(callContext(brand, request), form.value.email);
      return formSent();
    },
  },
});
