import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { bulkStatusChangeSchema, changeListingStatuses, sellerRoute } from '@/lib/listing-editor/server';

/** One market-status change for several of the seller's listings; each is allowed or refused on its own. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async POST({ request, brand, scope }) {
    const form = await readFormRequest(request, brand, bulkStatusChangeSchema);
    if (!form.ok) return form.response;
    return privateJson({ data: await changeListingStatuses(scope, form.value.ids, form.value.change) });
  },
}, { changesPublicPages: true });
