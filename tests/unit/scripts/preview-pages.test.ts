import { describe, expect, it } from 'vitest';
import { kindsWithPage } from '@/lib/routing/page-kinds';
import { linkedPreviewPath, missingPreviewPage, notPreviewed, previewPages, previewPath, previewRouteKind, previewShots } from '@/tests/e2e/preview-pages';

const page = (kind: string) => {
  const found = previewPages.find((p) => p.kind === kind);
  if (!found) throw new Error(`no preview page ${kind}`);
  return found;
};
const paths = (kind: string) => ({ land: previewPath('land', page(kind)), farm: previewPath('farm', page(kind)), rec: previewPath('rec', page(kind)) });

describe('the preview pages', () => {
  it('builds each brand its paths in its own dialect', () => {
    expect(paths('home')).toEqual({ land: '/', farm: '/', rec: '/' });
    expect(paths('search')).toEqual({ land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' });
    expect(paths('login')).toEqual({ land: '/login/', farm: '/login/', rec: '/login' });
    expect(paths('account')).toEqual({ land: '/account/details/', farm: '/account/details/', rec: '/account/details' });
    expect(paths('not-found')).toEqual({ land: '/no/such/page/', farm: '/no/such/page/', rec: '/no/such/page' });
  });

  it('has a landing page on the main land site only', () => {
    expect(paths('landing')).toEqual({ land: '/Texas', farm: null, rec: null });
  });

  it('builds the pages that need no listing or broker on every brand', () => {
    expect(paths('sitemap')).toEqual({ land: '/sitemap/', farm: '/sitemap/', rec: '/sitemap' });
    expect(paths('favorites')).toEqual({ land: '/account/savedproperties/', farm: '/account/savedproperties/', rec: '/account/savedproperties' });
    // Farm and rec send add-listing to the main site (addListingBrand): its page is shown there.
    expect(paths('add-listing')).toEqual({ land: '/addlisting/', farm: null, rec: null });
    expect(missingPreviewPage('rec', page('add-listing'))).toBe('sent to the land site (addListingBrand)');
    expect(missingPreviewPage('farm', page('landing'))).toBe('no such page in the classic URL dialect');
    expect(missingPreviewPage('land', page('add-listing'))).toBeNull();
    for (const kind of ['explore', 'financing', 'error', 'reset', 'lands-connector']) {
      expect(Object.values(paths(kind)), kind).not.toContain(null);
    }
  });

  it('opens a listing\'s flyer and a broker\'s listings from the links it finds, in each brand\'s dialect', () => {
    expect(linkedPreviewPath('land', page('flyer'), '/property/harrison-county-texas/3859/')).toBe('/flyer/3859/');
    expect(linkedPreviewPath('rec', page('flyer'), '/harrison-county-texas/pid/3859')).toBe('/flyer/3859');
    expect(linkedPreviewPath('land', page('broker-listings'), '/member/hannah-morris/73/')).toBe('/member/hannah-morris/73/listings/');
    expect(linkedPreviewPath('rec', page('broker-listings'), '/profile/hannah-morris/73')).toBe('/profile/hannah-morris/73/properties');
    // The link itself when the page is the one it leads to; nothing when it leads elsewhere.
    expect(linkedPreviewPath('land', page('listing'), '/property/harrison-county-texas/3859/')).toBe('/property/harrison-county-texas/3859/');
    expect(linkedPreviewPath('land', page('flyer'), '/member/hannah-morris/73/')).toBeNull();
    expect(linkedPreviewPath('land', page('broker-listings'), '/property/harrison-county-texas/3859/')).toBeNull();
  });

  it('shows every route kind that has a page, or says why not', () => {
    const shown = new Set(previewPages.map(previewRouteKind));
    const left = new Set(Object.keys(notPreviewed));
    for (const kind of kindsWithPage) expect(shown.has(kind) || left.has(kind), `${kind} is in neither previewPages nor notPreviewed`).toBe(true);
    for (const kind of left) expect(shown.has(kind as never), `${kind} is previewed and also listed as left out`).toBe(false);
  });

  it('takes every page at desktop and phone width, each shot named once', () => {
    expect(previewShots).toHaveLength(previewPages.length * 2);
    expect(new Set(previewShots.map((shot) => shot.name)).size).toBe(previewShots.length);
    expect(previewShots.slice(0, 2).map((shot) => shot.name)).toEqual(['home-desktop', 'home-mobile']);
  });
});
