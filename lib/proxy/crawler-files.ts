// The files crawlers ask every host for: robots.txt, the sitemap index and its files. Each brand has its
// own (docs/crawling.md), so the proxy rewrites them to the brand's route handlers under app/crawl/[brand].

const sitemapFile = /^\/sitemaps\/([a-z0-9-]{1,40})\.xml$/;

/** The handler path under `/crawl/<brand>/` for a crawler file; null for any other path. */
export function crawlerFilePath(pathname: string): string | null {
  if (pathname === '/robots.txt') return 'robots';
  if (pathname === '/sitemap.xml') return 'sitemap';
  const file = sitemapFile.exec(pathname);
  return file ? `sitemaps/${file[1]}` : null;
}
