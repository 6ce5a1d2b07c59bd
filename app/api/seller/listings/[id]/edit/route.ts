import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { createEditDraft, DRAFTS_PER_ACCOUNT_MAX, sellerItemRoute } from '@/lib/listing-editor/server';

const NOT_FOUND = 'No such listing';

/**
 * Starts changing a published listing (docs/seller-workspace.md): a draft holding the listing's form, or
 * the one already open for it with the changes saved so far. The listing changes only when the draft
 * is published (POST /api/seller/drafts/{id}/publish).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async POST({ scope, id }) {
    const draft = await createEditDraft(scope, id);
    if (draft === undefined) return apiError(404, [NOT_FOUND]);
    if (draft === 'too-many') return apiError(422, [`You have ${DRAFTS_PER_ACCOUNT_MAX} unfinished listings; finish or delete one first.`]);
    return privateJson({ data: draft });
  },
});
