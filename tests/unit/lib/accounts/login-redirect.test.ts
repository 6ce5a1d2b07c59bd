import { describe, expect, it } from 'vitest';
import { accountPageOf, loginRedirectHref, loginTitle } from '@/lib/accounts/login-redirect';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { routeFromSegments } from '@/lib/routing';
import { brandOf, siteBrandKeys } from '../../components/render-with-brand';

const land = brandOf('land');
const t = brandTranslator('land');

const accountRoute = (path: string) => {
  const route = routeFromSegments('land', 'account', path.split('/').filter(Boolean));
  if (!route) throw new Error(`${path} is no account route`);
  return route;
};

describe('SPEC §6 login redirect of the account pages', () => {
  it.each([
    ['/account/', 'settings'],
    ['/account/details/', 'settings'],
    ['/account/savedsearches/', 'saved-searches'],
    ['/account/savedproperties/', 'saved-properties'],
    ['/account/savedproperties/land/page-2/', 'saved-properties'],
  ])('names %s the %s page', (path, page) => {
    expect(accountPageOf(accountRoute(path))).toBe(page);
  });

  it('names the lands connector', () => {
    expect(accountPageOf({ kind: 'lands-connector' })).toBe('lands-connector');
  });

  it.each([
    ['settings', 'Acrewise Account Settings'],
    ['saved-searches', 'Acrewise Saved Searches'],
    ['saved-properties', 'Acrewise Favorite Properties'],
    ['lands-connector', 'Acrewise Lands Connector'],
  ] as const)('titles the %s login "%s" (site name followed by the page)', (page, title) => {
    expect(loginTitle(t, land, page)).toBe(title);
  });

  it('uses each brand’s own name', () => {
    expect(loginTitle(brandTranslator('rec'), brandOf('rec'), 'saved-searches')).toBe(`${brandOf('rec').name} Saved Searches`);
    expect(loginTitle(brandTranslator('farm'), brandOf('farm'), 'settings')).toBe(`${brandOf('farm').name} Account Settings`);
  });

  it('sends the visitor to the login page with the requested path as origin and the title', () => {
    const href = loginRedirectHref(t, land, 'saved-properties', '/account/savedproperties/land/page-2/');
    const url = new URL(href, 'http://land.localhost');
    expect(url.pathname).toBe('/login/');
    expect(url.searchParams.get('origin')).toBe('/account/savedproperties/land/page-2/');
    expect(url.searchParams.get('title')).toBe('Acrewise Favorite Properties');
  });

  it.each(siteBrandKeys)('builds the login URL in the %s dialect', (key) => {
    const brand = brandOf(key);
    const href = loginRedirectHref(brandTranslator(key), brand, 'settings', '/account/details');
    expect(href.split('?')[0]).toBe(key === 'rec' ? '/login' : '/login/');
  });

  it('never carries an origin off the site', () => {
    const url = new URL(loginRedirectHref(t, land, 'settings', '//evil.example/account/'), 'http://land.localhost');
    expect(url.searchParams.get('origin')).toBe('/');
  });
});
