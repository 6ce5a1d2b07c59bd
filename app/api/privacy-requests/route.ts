import { apiRoute } from '@/lib/http/api-route';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { formSent, readFormRequest, storedAddress } from '@/lib/leads/server';
import { privacyRequestSchema, submitPrivacyRequest } from '@/lib/privacy-requests/server';

/** The privacy-rights form (docs/content-pages.md): stored for the privacy team, acknowledged by mail. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'privacyRequests', per: 'client' }],
  handlers: {
    async POST({ request, brand, client }) {
      const form = await readFormRequest(request, brand, privacyRequestSchema);
      if (!form.ok) return form.response;
      await submitPrivacyRequest(form.value, { brand, t: brandTranslator(brand.key), ipAddress: storedAddress(client) });
      return formSent();
    },
  },
});
