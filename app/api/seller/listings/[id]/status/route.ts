import { apiError } from '@/lib/http/api-response';
import { apiFieldErrors } from '@/lib/http/field-errors';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { changeListingStatus, sellerItemRoute, statusChangeSchema } from '@/lib/listing-editor/server';

const NOT_FOUND = 'No such listing';

/** A market-status change (docs/seller-workspace.md): under contract, sold with its date, off market, back on market. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async POST({ request, brand, scope, id }) {
    const form = await readFormRequest(request, brand, statusChangeSchema);
    if (!form.ok) return form.response;
    const changed = await changeListingStatus(scope, id, form.value);
    if (changed.ok) return privateJson({ data: { marketStatus: changed.status } });
    if (changed.reason === 'not-found') return apiError(404, [NOT_FOUND]);
    if (changed.reason === 'sold-before-listed') return apiFieldErrors(422, { soldDate: 'The sale date cannot be before the listing was listed.' });
    return apiError(422, ['A listing cannot change from its current status to that one.']);
  },
}, { changesPublicPages: true });
