import { apiError } from '@/lib/http/api-response';
import { privateJson } from '@/lib/http/private-json';
import { checkListing, markEditPublished, publishListing, readDraft, sellerItemRoute, updateListing } from '@/lib/listing-editor/server';
import { listingHref } from '@/lib/listings/detail';
import { hrefFor } from '@/lib/navigation';

const NOT_FOUND = 'No such draft';

/**
 * Publishes a listing being added, or the changes of a draft to a published listing: every step whole,
 * the pin in its county, the files the seller's own. Answers the listing's id and its page on this brand.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerItemRoute(NOT_FOUND, {
  async POST({ brand, scope, id }) {
    const published = (listingId: number, status = 200) => privateJson({ data: { listingId, href: hrefFor(brand, { kind: 'listing-by-id', id: listingId }) } }, { status });
    const draft = await readDraft(scope, id);
    if (!draft) return apiError(404, [NOT_FOUND]);
    if (draft.publishedListingId !== null) return published(draft.publishedListingId);
    const check = await checkListing(scope, brand, draft.data);
    if (!check.ok) return check.response;
    if (draft.editsListingId !== null) {
      // Changes: saved on the listing (a price change is recorded as one), then the draft is done.
      if (!(await updateListing(scope, draft.editsListingId, check.listing, check.place))) return apiError(404, ['No such listing']);
      await markEditPublished(scope, id, draft.editsListingId);
      return privateJson({ data: { listingId: draft.editsListingId, href: listingHref(brand, { id: draft.editsListingId, canonicalLocation: check.place.canonicalLocation }) } });
    }
    const listingId = await publishListing(scope, id, check.listing, check.place);
    if (listingId !== 'published') {
      return privateJson({ data: { listingId, href: listingHref(brand, { id: listingId, canonicalLocation: check.place.canonicalLocation }) } }, { status: 201 });
    }
    // Published by a request a moment before this one: its listing.
    const again = await readDraft(scope, id);
    return again?.publishedListingId ? published(again.publishedListingId) : apiError(404, [NOT_FOUND]);
  },
}, { changesPublicPages: true });
