import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { checkListing, deleteListing, draftListingSchema, editableListing, LISTING_FORM_LIMITS, sellerItemRoute, updateListing } from '@/lib/listing-editor/server';

const NOT_FOUND = 'No such listing';

/**
 * One of the seller's listings (a corporate master's agents' too, SPEC §6): read it into the edit
 * form, save the whole form, or delete it (restorable for 30 days). Another seller's listing is
 * answered 404, like one that does not exist.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async GET({ scope, id }) {
    const listing = await editableListing(scope, id);
    return listing ? privateJson({ data: listing }) : apiError(404, [NOT_FOUND]);
  },
  async PUT({ request, brand, scope, id }) {
    if (!(await editableListing(scope, id))) return apiError(404, [NOT_FOUND]);
    const form = await readFormRequest(request, brand, draftListingSchema, LISTING_FORM_LIMITS.bodyBytes);
    if (!form.ok) return form.response;
    const check = await checkListing(scope, brand, form.value);
    if (!check.ok) return check.response;
    if (!(await updateListing(scope, id, check.listing, check.place))) return apiError(404, [NOT_FOUND]);
    return privateJson({ data: { listingId: id } });
  },
  async DELETE({ scope, id }) {
    return (await deleteListing(scope, id)) ? privateJson({ data: { success: true } }) : apiError(404, [NOT_FOUND]);
  },
}, { changesPublicPages: true });
