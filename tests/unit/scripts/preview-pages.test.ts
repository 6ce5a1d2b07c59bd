import { describe, expect, it } from 'vitest';
import { previewPages, previewPath, previewShots } from '@/tests/e2e/preview-pages';

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

  it('takes every page at desktop and phone width, each shot named once', () => {
    expect(previewShots).toHaveLength(previewPages.length * 2);
    expect(new Set(previewShots.map((shot) => shot.name)).size).toBe(previewShots.length);
    expect(previewShots.slice(0, 2).map((shot) => shot.name)).toEqual(['home-desktop', 'home-mobile']);
  });
});
