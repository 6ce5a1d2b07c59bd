// No imports: the end-to-end tests use it as well as the benches.

/** The first listing link of a search page's results (placard titles: `<h2 ...><a ... href="...">`). */
export function firstListingPath(searchHtml: string): string | null {
  const results = searchHtml.indexOf('data-testid="results"');
  const match = /<h2[^>]*>\s*<a[^>]*href="([^"]+)"/.exec(results >= 0 ? searchHtml.slice(results) : searchHtml);
  return match?.[1] ?? null;
}
