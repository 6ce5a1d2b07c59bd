import { apiRoute } from '@/lib/http/api-route';
import { submitFeedback } from '@/lib/leads/server';
import { feedbackRequestSchema } from '@/lib/leads';
import { formSent, readFormRequest, storedAddress } from '@/lib/leads/server';

/** The feedback modal: stored in feedback with the page it came from. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'feedback', per: 'client' }],
  handlers: {
    async POST({ request, brand, client }) {
      const form = await readFormRequest(request, brand, feedbackRequestSchema);
      if (!form.ok) return form.response;
      await submitFeedback(form.value, { brand, ipAddress: storedAddress(client) });
      return formSent();
    },
  },
});
