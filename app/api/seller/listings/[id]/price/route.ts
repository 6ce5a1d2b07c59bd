import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { changeListingPrice, priceChangeSchema, sellerItemRoute } from '@/lib/listing-editor/server';

/** The quick price edit: a new asking price, an auction or contact for price, kept in the listing's history. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute('No such listing', {
  async POST({ request, brand, scope, id }) {
    const form = await readFormRequest(request, brand, priceChangeSchema);
    if (!form.ok) return form.response;
    const changed = await changeListingPrice(scope, id, form.value);
    if (changed === false) return apiError(404, ['No such listing']);
    return privateJson({ data: { changed: changed === true } });
  },
}, { changesPublicPages: true });
