import { financeLeadSchema, submitFinanceLead } from '@/lib/finance/server';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { requestOrigin } from '@/lib/http/request-origin';
import { emailLimitKey, formLimit, formSent, readFormRequest, storedAddress } from '@/lib/leads/server';

/**
 * The finance contact modal (docs/finance.md): limited per client address and per sender email; field
 * errors are 422 with SPEC §5 messages; a center that takes no request is 422; the request and the
 * center's mail are stored together.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'financeLeads', per: 'client' }],
  handlers: {
    async POST({ request, brand, client }) {
      const form = await readFormRequest(request, brand, financeLeadSchema);
      if (!form.ok) return form.response;
      const limited = await formLimit('leadsPerEmail', emailLimitKey(form.value.email));
      if (limited) return limited;
      const outcome = await submitFinanceLead(form.value, { brand, t: form.t, origin: requestOrigin(brand.key, request), ipAddress: storedAddress(client) });
      if (outcome.kind === 'refused') return apiError(422, [form.t('financeContact.refused')]);
      return formSent();
    },
  },
});
