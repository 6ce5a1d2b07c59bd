import { describe, expect, it } from 'vitest';
import { linkTarget } from '@/lib/content-pages/links';
import { brandOf } from '../../components/render-with-brand';

// Links in a brand's pages of text (docs/content-pages.md): our pages by route name, in each brand's URL
// style; outside only https, mailto and tel; anything else is no link.

describe('links in pages of text', () => {
  it("writes a named page in each brand's URL style", () => {
    expect(linkTarget(brandOf('land'), 'route:terms-of-use')).toEqual({ ok: true, href: '/termsofuse/', external: false });
    expect(linkTarget(brandOf('rec'), 'route:terms-of-use')).toEqual({ ok: true, href: '/terms-conditions', external: false });
    expect(linkTarget(brandOf('farm'), 'route:privacy-rights')).toEqual({ ok: true, href: '/privacy-rights/', external: false });
  });

  it('lets https, mailto and tel out as written', () => {
    for (const url of ['https://www.census.gov/', 'mailto:privacy@acrewise.com', 'tel:+15125550140']) {
      expect(linkTarget(brandOf('land'), url)).toEqual({ ok: true, href: url, external: true });
    }
  });

  it.each([
    ['javascript:alert(1)'], ['JavaScript:alert(1)'], ['data:text/html,<script>alert(1)</script>'], ['http://insecure.example.com/'],
    ['/termsofuse/'], ['route:no-such-page'], ['route:landfeed-docs'], ['#Not An Anchor'], ['https://'],
  ])('makes no link of %s, and says why', (url) => {
    const target = linkTarget(brandOf('land'), url);
    expect(target.ok).toBe(false);
    if (!target.ok) expect(target.problem).toContain(url);
  });
});
