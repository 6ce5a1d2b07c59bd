import type { NamedRoute } from '@/lib/brand';
import { contentPages, type RouteOf } from '@/lib/routing';

// The brand's pages of text (docs/content-pages.md): the three terms pages (SPEC §2.2 paths) and our
// own (contact, privacy notice, cookie policy, privacy rights, advertise, seller resources). Each is a
// Markdown file `brands/<key>/pages/<file>.md`, named like the brand files' route name for the page.

export const termsFiles = { use: 'terms-of-use', advertising: 'advertising-terms', photos: 'photo-terms' } as const;

export const contentFiles = [...Object.values(termsFiles), ...contentPages] as const;
export type ContentFile = (typeof contentFiles)[number] & NamedRoute;

export type ContentRoute = RouteOf<'terms'> | RouteOf<'content'>;

/** The file a terms or content route shows. */
export function contentFileOf(route: ContentRoute): ContentFile {
  return route.kind === 'terms' ? termsFiles[route.page] : route.page;
}
