import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { restoreListing, sellerItemRoute } from '@/lib/listing-editor/server';

const NOT_FOUND = 'No deleted listing to restore';

/** Brings back a listing the seller deleted in the last 30 days, with the status it had. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async POST({ scope, id }) {
    return (await restoreListing(scope, id)) ? privateJson({ data: { success: true } }) : apiError(404, [NOT_FOUND]);
  },
}, { changesPublicPages: true });
