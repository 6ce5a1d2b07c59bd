import { apiError } from '@/lib/http/api-response';
import { apiFieldErrors } from '@/lib/http/field-errors';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { sellerRoute } from '@/lib/listing-editor/server';
import { publicPagesChanged } from '@/lib/page-changes/server';
import { officeProblems, profileAnswer, saveSellerProfile, SELLER_PROFILE_LIMITS, sellerProfile, sellerProfileSchema } from '@/lib/seller-profile/server';

const NOT_FOUND = 'No such seller profile';

/** The seller's own public profile: read into the form, and saved from it (docs/seller-profile.md). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ brand, scope }) {
    const profile = await sellerProfile(scope);
    return profile ? privateJson({ data: profileAnswer(brand, profile) }) : apiError(404, [NOT_FOUND]);
  },
  async PUT({ request, brand, scope }) {
    const form = await readFormRequest(request, brand, sellerProfileSchema, SELLER_PROFILE_LIMITS.bodyBytes);
    if (!form.ok) return form.response;
    const problems = await officeProblems(form.value, form.t);
    if (problems) return apiFieldErrors(422, problems);
    const saved = await saveSellerProfile(scope, form.value);
    if (!saved) return apiError(404, [NOT_FOUND]);
    await publicPagesChanged();
    return privateJson({ data: profileAnswer(brand, saved) });
  },
});
