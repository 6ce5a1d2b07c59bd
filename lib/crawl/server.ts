// The server face of lib/crawl: a brand's robots.txt and XML sitemap (docs/crawling.md).
export * from './crawl-brand';
export * from './robots';
export * from './sitemap-files';
export * from './sitemap-data';
export * from './sitemap-stream';
export * from './sitemap-xml';
