import { describe, expect, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { headerModel } from '@/lib/navigation';

// The chrome's order, wording and paths as if every page were built; which links wait for their page is
// tested in tests/unit/lib/navigation/unbuilt-links.test.ts.
vi.mock('@/lib/routing/page-kinds', async (importOriginal) => ({ ...(await importOriginal<object>()), hasPage: () => true }));

const brand = (key: string): SiteBrand => {
  const b = siteBrand(key);
  if (!b) throw new Error(key);
  return b;
};
// Echo the key: the tests check structure and paths, copy is covered by the component tests.
const echo = (key: string) => key;

describe('headerModel', () => {
  it('follows the brand file order and drops Search By State as an action when it is a menu', () => {
    const model = headerModel(brand('rec'), echo);
    expect(model.actions.map((a) => a.label)).toEqual(['header.searchLand', 'header.findAnAgent', 'header.finance', 'header.advertise', 'header.addListing']);
    expect(model.menus.map((m) => m.id)).toEqual(['property-types', 'auctions', 'other-searches', 'search-by-state']);
  });

  it('keeps Search By State as a sitemap link when the brand has no states menu', () => {
    const land = brand('land');
    const model = headerModel({ ...land, header: { ...land.header, menus: ['property-types'] } }, echo);
    expect(model.actions).toContainEqual({ label: 'header.searchByState', href: '/sitemap/', primary: false });
  });

  it('has no Finance on brands whose finance center stays out of the header', () => {
    const farm = brand('farm');
    const model = headerModel({ ...farm, header: { ...farm.header, actions: ['finance', 'find-agent'] } }, echo);
    expect(model.actions.map((a) => a.label)).toEqual(['header.findAnAgent']);
  });
});

describe('header actions that stay in the bar', () => {
  it('keeps add a listing and finance in view and lets the rest fold into More', () => {
    const model = headerModel(brand('land'), echo);
    expect(model.actions.filter((a) => a.primary).map((a) => a.label)).toEqual(['header.addListing']);
    expect(model.actions.filter((a) => !a.primary).length).toBeGreaterThan(2);
  });
});

describe('header account area (SPEC §2.6)', () => {
  it('takes Log in, Sign up and the My Account menu out of the bar, with paths from the dialect', () => {
    const { account } = headerModel(brand('rec'), echo);
    expect(account).toEqual({
      logIn: { label: 'header.logIn', href: '/login' },
      signUp: { label: 'header.signUp', href: '/login?mode=signup' },
      menu: {
        label: 'header.myAccount',
        links: [
          ['header.favorites', '/account/savedproperties'],
          ['header.savedSearches', '/account/savedsearches'],
          ['header.settings', '/account/details'],
        ],
      },
      logOutLabel: 'header.logOut',
      homeHref: '/',
    });
  });

  it('has no menu and no Sign up when the brand file leaves them out', () => {
    const land = brand('land');
    const { account } = headerModel({ ...land, header: { actions: ['log-in'], menus: ['auctions'] } }, echo);
    expect(account).toMatchObject({ logIn: { href: '/login/' }, signUp: null, menu: null });
  });
});
