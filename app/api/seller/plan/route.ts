import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { requestUpgrade, sellerPlan, sellerRoute, upgradeRequestSchema } from '@/lib/listing-editor/server';

/** The seller's plan with what it includes and their open requests; a request for a better plan or a listing upgrade. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ scope }) {
    return privateJson({ data: await sellerPlan(scope) });
  },
  async POST({ request, brand, scope }) {
    const form = await readFormRequest(request, brand, upgradeRequestSchema);
    if (!form.ok) return form.response;
    const id = await requestUpgrade(scope, form.value);
    return id === undefined ? apiError(404, ['No such listing']) : privateJson({ data: { requestId: id } }, { status: 201 });
  },
});
