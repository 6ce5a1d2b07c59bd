import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { deleteDraft, readDraft, sellerItemRoute } from '@/lib/listing-editor/server';

const NOT_FOUND = 'No such draft';

/** One listing being added: read it to resume, or throw it away. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async GET({ scope, id }) {
    const draft = await readDraft(scope, id);
    return draft ? privateJson({ data: draft }) : apiError(404, [NOT_FOUND]);
  },
  async DELETE({ scope, id }) {
    return (await deleteDraft(scope, id)) ? privateJson({ data: { success: true } }) : apiError(404, [NOT_FOUND]);
  },
});
