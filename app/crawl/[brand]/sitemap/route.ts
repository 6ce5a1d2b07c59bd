import { crawlBrand, CRAWL_CACHE_CONTROL, sitemapIndexFor } from '@/lib/crawl/server';

/** The brand's /sitemap.xml (the proxy rewrites it here): the index of its sitemap files. */
export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }): Promise<Response> {
  const brand = await crawlBrand(params);
  if (!brand) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(await sitemapIndexFor(brand), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CRAWL_CACHE_CONTROL } });
}
