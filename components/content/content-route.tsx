import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageBrand } from '@/lib/brand/page';
import { contentFileOf, contentMetadata, loadContentPage } from '@/lib/content-pages/server';
import { routeFromSegments } from '@/lib/routing';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { ContentPage } from './content-page';
import { PrivacyRequestFormLazy } from './privacy-request-form-lazy';

type Props = { params: Promise<{ path: string[] }> };

async function load(kind: 'terms' | 'content', { params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, kind, path);
  if (!route) notFound();
  const page = loadContentPage(brand.key, contentFileOf(route));
  // brands:check refuses a brand without every page; a page missing all the same is the brand's 404.
  if (!page) notFound();
  return { brand, route, page };
}

/**
 * The metadata and page of a route kind whose pages are the brand's Markdown (docs/content-pages.md):
 * the terms (SPEC §2.2 paths) and our own pages of text. Cached per brand and path like every public page.
 */
export function contentRoute(kind: 'terms' | 'content') {
  return {
    async generateMetadata(props: Props): Promise<Metadata> {
      const { brand, route, page } = await load(kind, props);
      return contentMetadata(brand, route, page.meta);
    },
    async Page(props: Props) {
      const { brand, route, page } = await load(kind, props);
      return (
        <ContentPage brand={brand} page={page}>
          {/* The privacy-rights page takes the request its text describes. */}
          {contentFileOf(route) === 'privacy-rights' && (
            <PageClientCopy extra={['privacyRequest']}>
              <PrivacyRequestFormLazy />
            </PageClientCopy>
          )}
        </ContentPage>
      );
    },
  };
}
