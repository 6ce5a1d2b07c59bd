import { z } from 'zod';
import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { apiFieldErrors } from '@/lib/http/field-errors';
import { LISTING_FORM_LIMITS, listingStepNames, listingSteps, placeProblem, saveDraftStep, sellerItemRoute, type DraftListing, type ListingStep } from '@/lib/listing-editor/server';

const NOT_FOUND = 'No such draft';
const stepParam = z.enum(listingStepNames as [ListingStep, ...ListingStep[]]);

/** Saves one step of a listing being added (place, price, features, description, media), checked by its schema. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async PUT({ request, brand, params, scope, id }) {
    const step = stepParam.safeParse(params.step);
    if (!step.success) return apiError(404, [NOT_FOUND]);
    const form = await readFormRequest(request, brand, listingSteps[step.data], LISTING_FORM_LIMITS.bodyBytes);
    if (!form.ok) return form.response;
    // A whole place is checked against our geography at once, not only at publishing.
    if (step.data === 'place') {
      const problem = await placeProblem(form.value as DraftListing['place'], form.t);
      if (problem) return apiFieldErrors(422, problem);
    }
    const saved = await saveDraftStep(scope, id, step.data, form.value);
    if (saved === undefined) return apiError(404, [NOT_FOUND]);
    if (saved === 'published') return apiError(409, ['This listing is already published; edit the listing instead.']);
    return privateJson({ data: saved });
  },
});
