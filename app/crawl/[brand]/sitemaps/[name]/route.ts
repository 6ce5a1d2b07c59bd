import { crawlBrand, CRAWL_CACHE_CONTROL, parseSitemapFileName, sitemapFileHasRows, sitemapFileStream } from '@/lib/crawl/server';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** One file of the brand's sitemap (/sitemaps/{name}.xml), streamed as its rows are read. */
export async function GET(_request: Request, { params }: { params: Promise<{ brand: string; name: string }> }): Promise<Response> {
  const { name } = await params;
  const [brand, file] = [await crawlBrand(params), parseSitemapFileName(name)];
  if (!brand || !file || !(await sitemapFileHasRows(file))) return notFound();
  return new Response(sitemapFileStream(brand, file), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CRAWL_CACHE_CONTROL } });
}
