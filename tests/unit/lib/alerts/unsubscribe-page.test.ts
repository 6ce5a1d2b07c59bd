import { describe, expect, it } from 'vitest';
import { unsubscribePage } from '@/lib/alerts/unsubscribe-page';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';

const land = siteBrand('land') as SiteBrand;
const links = { action: '/api/alerts/unsubscribe/7.abc', savedSearches: '/account/savedsearches/', home: '/' };

describe('unsubscribe page', () => {
  it('asks first: a labelled button that posts to the link itself, and no link that would act', () => {
    const html = unsubscribePage('confirm', land, links);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Stop alert emails?</h1>');
    expect(html).toContain('<form method="post" action="/api/alerts/unsubscribe/7.abc"><button type="submit">Unsubscribe</button></form>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("says it is done and links the account's saved searches", () => {
    const html = unsubscribePage('done', land, links);
    expect(html).toContain('You won&#39;t get alert emails any more.');
    expect(html).toContain('<a href="/account/savedsearches/">Go to your saved searches</a>');
    expect(html).not.toContain('<form');
  });

  it('explains an invalid link and offers the home page', () => {
    const html = unsubscribePage('invalid', land, links);
    expect(html).toContain('This link does not work');
    expect(html).toContain(`<a href="/">Go to ${land.name.replace('&', '&amp;')}</a>`);
    expect(html).not.toContain('<form');
  });

  it('writes every value as text, never as markup', () => {
    const html = unsubscribePage('confirm', { ...land, name: '<script>alert(1)</script>' }, { ...links, action: '/x" onfocus="alert(1)' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('action="/x&quot; onfocus=&quot;alert(1)"');
  });
});
