// The server face of lib/content-pages: a brand's pages of text read from `brands/<key>/pages/`, their
// links, and the checks `npm run brands:check` runs on them (docs/content-pages.md).
export * from './pages';
export * from './front-matter';
export * from './links';
export * from './load-page';
export * from './content-metadata';
export * from './check-pages';
