import { unsubscribeAnswer } from '@/lib/alerts';
import { apiRoute } from '@/lib/http/api-route';

/** The unsubscribe link of alert mails (docs/alerts.md): GET shows a confirm button, POST switches every alert off. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'unsubscribe', per: 'client' }],
  handlers: {
    GET: ({ brand, params }) => unsubscribeAnswer('GET', brand, params.token),
    POST: ({ brand, params }) => unsubscribeAnswer('POST', brand, params.token),
  },
});
