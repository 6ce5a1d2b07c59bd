import { isDemoMode } from '@/lib/env';
import { crawlBrand, CRAWL_CACHE_CONTROL, robotsText } from '@/lib/crawl/server';
import { siteOrigin } from '@/lib/listings/seo';

/** The brand's /robots.txt (the proxy rewrites it here): its sitemap on production hosts, nothing crawled elsewhere. */
export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }): Promise<Response> {
  const brand = await crawlBrand(params);
  if (!brand) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const text = robotsText(brand, { origin: siteOrigin(brand), production: !isDemoMode() });
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CRAWL_CACHE_CONTROL } });
}
