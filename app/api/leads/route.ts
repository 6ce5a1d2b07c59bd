import { requestOrigin } from '@/lib/http/request-origin';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { emailLimitKey, submitLead } from '@/lib/leads/server';
import { formLimit, formSent, readFormRequest, storedAddress } from '@/lib/leads/server';
import { leadRequestSchema } from '@/lib/leads';

/**
 * The contact-broker form (SPEC §3 payload) of a listing or of a broker's profile: limited per client
 * address and per sender email; field errors are 422 with SPEC §5 messages; a listing or broker that
 * takes no lead is 422; the lead and the broker's mail are stored together (docs/leads.md).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'leads', per: 'client' }],
  handlers: {
    async POST({ request, brand, client }) {
      const form = await readFormRequest(request, brand, leadRequestSchema(brand.leadForm));
      if (!form.ok) return form.response;
      const limited = await formLimit('leadsPerEmail', emailLimitKey(form.value.email));
      if (limited) return limited;
      const outcome = await submitLead(form.value, { brand, t: form.t, origin: requestOrigin(brand.key, request), ipAddress: storedAddress(client) });
      if (outcome.kind === 'refused') return apiError(422, [form.t(form.value.payload.leadSource === 'broker profile' ? 'contact.profileRefused' : 'contact.refused')]);
      return formSent();
    },
  },
});
