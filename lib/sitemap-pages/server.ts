// The server face of lib/sitemap-pages: the HTML sitemap's readings (docs/crawling.md).
export * from './read-sitemap';
