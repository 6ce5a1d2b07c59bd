import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { sellerRoute } from '@/lib/listing-editor/server';
import { markLeads, markLeadsSchema } from '@/lib/seller-leads/server';

/** Marks leads read or unread, handled or open; ids that are no lead of the seller's change nothing and are named. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async POST({ request, brand, scope }) {
    const form = await readFormRequest(request, brand, markLeadsSchema);
    if (!form.ok) return form.response;
    const { ids, ...marks } = form.value;
    const outcome = await markLeads(scope, ids, marks);
    if (outcome.updated.length === 0) return apiError(404, ['No such lead']);
    return privateJson({ data: outcome });
  },
});
