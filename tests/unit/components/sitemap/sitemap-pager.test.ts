import { describe, expect, it } from 'vitest';
import { pagerPages } from '@/components/sitemap/sitemap-pager';
import { dialects } from '@/lib/routing';

// The HTML sitemap's long lists go on over pages (docs/crawling.md): page-1, page-2... after the first.

describe('sitemap pages', () => {
  it('show the first, the last and three on each side of the current page', () => {
    expect(pagerPages(0, 1)).toEqual([0]);
    expect(pagerPages(0, 3)).toEqual([0, 1, 2]);
    expect(pagerPages(10, 30)).toEqual([0, null, 7, 8, 9, 10, 11, 12, 13, null, 29]);
    expect(pagerPages(29, 30)).toEqual([0, null, 26, 27, 28, 29]);
  });

  it('are a page-{n} segment in every dialect, and page-0 is the first page written another way', () => {
    expect(dialects.land.build({ kind: 'sitemap', scope: 'location', location: 'llano-county-tx', page: 2 })).toBe('/sitemap/Llano-County-TX/page-2/');
    expect(dialects.clean.build({ kind: 'sitemap', scope: 'location', location: 'llano-county-tx', page: 1 })).toBe('/sitemap/llano-county-tx/page-1');
    expect(dialects.classic.build({ kind: 'sitemap', scope: 'new-listing', stateAbbreviation: 'TX', page: 3 })).toBe('/sitemap/new-listing/TX/page-3/');
    expect(dialects.land.parse('/sitemap/Llano-County-TX/page-2/')).toEqual({ kind: 'sitemap', scope: 'location', location: 'llano-county-tx', page: 2 });
    expect(dialects.land.parse('/sitemap/Texas/page-0/')).toEqual({ kind: 'sitemap', scope: 'location', location: 'texas' });
    expect(dialects.land.parse('/sitemap/page-2/')).toEqual({ kind: 'sitemap', scope: 'location', location: 'page-2' });
    expect(dialects.land.parse('/sitemap/Texas/page-2/extra/')).toBeNull();
  });
});
