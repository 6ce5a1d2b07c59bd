import type { SiteBrand } from '@/lib/brand';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { apiFieldErrors } from '@/lib/http/field-errors';
import { parseForm } from '@/lib/leads/server';
import type { ResolvedPlace } from './listing-columns';
import { publishableListingSchema, type DraftListing, type PublishableListing } from './listing-form';
import { foreignMedia } from './listing-media-rows';
import { isPlaceProblem, placeProblemField, resolvePlace } from './resolve-place';
import type { SellerScope } from './seller-scope';

// What publishing and saving a whole listing check before they write: every step whole (SPEC §5
// messages, field by field), the place against our geography, and every file one of the account's.

export type ListingCheck = { ok: true; listing: PublishableListing; place: ResolvedPlace } | { ok: false; response: Response };

export async function checkListing(scope: SellerScope, brand: SiteBrand, form: DraftListing): Promise<ListingCheck> {
  const t = brandTranslator(brand.key);
  const parsed = parseForm(publishableListingSchema, form, t);
  if (!parsed.ok) return { ok: false, response: apiFieldErrors(422, parsed.fields) };
  // The schema's refinement is what makes a draft publishable: its required fields are there.
  const listing = parsed.value as PublishableListing;
  const place = await resolvePlace(listing);
  if (isPlaceProblem(place)) return { ok: false, response: apiFieldErrors(422, placeProblemField(place, t)) };
  const foreign = await foreignMedia(scope.accountId, listing.media);
  if (foreign) return { ok: false, response: apiFieldErrors(422, { [`media.${foreign}`]: t(foreign === 'photos' ? 'sellerWorkspace.problems.foreignPhoto' : 'sellerWorkspace.problems.foreignDocument') }) };
  return { ok: true, listing, place };
}
