import { signUpSchema } from '@/lib/accounts/account-forms';
import { callContext } from '@/lib/auth/call-context';
import { signUp } from '@/lib/auth/credentials';
import { apiRoute } from '@/lib/http/api-route';
import { emailLimitKey } from '@/lib/leads/server';
import { formLimit, formSent, readFormRequest } from '@/lib/leads/server';

/**
 * Sign-up (SPEC §3 register modal): creates the account and mails a confirmation link that logs in. A
 * taken address gets the same answer (its owner gets a mail instead), so nobody learns who is registered.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'signUp', per: 'client' }],
  handlers: {
    async POST({ request, brand }) {
      const form = await readFormRequest(request, brand, signUpSchema);
      if (!form.ok) return form.response;
      const limited = await formLimit('signUpPerEmail', emailLimitKey(form.value.email));
      if (limited) return limited;
      const { name, email, password, phone, phoneType, userType, newsletter } = form.value;
      await signUp(callContext(brand, request), new Headers(), {
        name, email, password, phone: phone || null, phoneType: phoneType || null, seller: userType === 'seller', newsletter,
      });
      return formSent();
    },
  },
});
