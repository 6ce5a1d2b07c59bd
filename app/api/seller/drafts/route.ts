import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { createDraft, DRAFTS_PER_ACCOUNT_MAX, openDrafts, sellerRoute } from '@/lib/listing-editor/server';

/** The seller's listings being added: list them, or start a new one (docs/seller-workspace.md). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ scope }) {
    return privateJson({ data: await openDrafts(scope) });
  },
  async POST({ scope }) {
    const draft = await createDraft(scope);
    if (draft === 'too-many') return apiError(422, [`You have ${DRAFTS_PER_ACCOUNT_MAX} unfinished listings; finish or delete one first.`]);
    return privateJson({ data: draft }, { status: 201 });
  },
});
