import { revalidatePath } from 'next/cache';

/** The cached page routes that show listings or brokers (app/[brand]/...): a seller's change may show on any. */
export const listingPageRoutes = [
  '/[brand]',
  '/[brand]/search/[...path]',
  '/[brand]/landing/[...path]',
  '/[brand]/property/[...path]',
  '/[brand]/listing-by-id/[...path]',
  '/[brand]/flyer/[...path]',
  '/[brand]/broker-profile/[...path]',
  '/[brand]/broker-listings/[...path]',
  '/[brand]/broker-search/[...path]',
  '/[brand]/propertylink/[...path]',
  '/[brand]/directory/[...path]',
] as const;

/** The brand's pages of text (docs/content-pages.md): stale when a file under brands/<key>/pages/ changes. */
export const contentPageRoutes = ['/[brand]/terms/[...path]', '/[brand]/content/[...path]'] as const;

/** Which pages a change is about: listings and brokers (a seller's write), or the pages of text (a brand file). */
export type PageChangeScope = 'listings' | 'content';

/**
 * Marks every listing- or broker-bearing page of this instance stale: the next visit renders it anew.
 * Pattern routes, not paths: a listing shows on search, landing and broker pages of every brand whose
 * paths cannot be listed, and a stale page costs only its next render (docs/page-freshness.md).
 */
export function revalidatePublicPages(scope: PageChangeScope = 'listings'): void {
  try {
    for (const route of scope === 'content' ? contentPageRoutes : listingPageRoutes) revalidatePath(route, 'page');
  } catch (error) {
    // Outside a request of Next's (a script, a test calling a handler) there is no page cache to mark.
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
  }
}
