import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { sellerItemRoute } from '@/lib/listing-editor/server';
import { leadReplySchema, REPLIES_PER_LEAD_MAX, replyToLead } from '@/lib/seller-leads/server';

const NOT_FOUND = 'No such lead';

/** Answers a lead by mail (from the site, Reply-To the seller), records the reply and marks the lead handled. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async POST({ request, brand, scope, id }) {
    const form = await readFormRequest(request, brand, leadReplySchema);
    if (!form.ok) return form.response;
    const reply = await replyToLead(scope, id, form.value.body, brand);
    if (reply.ok) return privateJson({ data: { replyId: reply.replyId } }, { status: 201 });
    if (reply.reason === 'not-found') return apiError(404, [NOT_FOUND]);
    return apiError(422, [`This lead has had ${REPLIES_PER_LEAD_MAX} replies; write to the buyer from your own email instead.`]);
  },
});
