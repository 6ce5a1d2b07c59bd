import { describe, expect, it } from 'vitest';
import { namedRoutes } from '@/lib/brand/schema';
import { siteBrand } from '@/lib/brand/registry';
import { namedHref, routeForName } from '@/lib/navigation';
import { dialects, routeSchema } from '@/lib/routing';

const brand = (key: string) => {
  const b = siteBrand(key);
  if (!b) throw new Error(key);
  return b;
};

describe('named routes', () => {
  it.each(namedRoutes)('"%s" is a valid Route that every dialect builds and parses back', (name) => {
    const route = routeForName(name);
    expect(routeSchema.safeParse(route).success).toBe(true);
    for (const dialect of Object.values(dialects)) expect(dialect.parse(dialect.build(route))).toEqual(route);
  });

  it('builds each brand’s path in its own dialect', () => {
    expect(namedHref(brand('land'), 'saved-properties')).toBe('/account/savedproperties/');
    expect(namedHref(brand('farm'), 'saved-properties')).toBe('/account/savedproperties/');
    expect(namedHref(brand('rec'), 'saved-properties')).toBe('/account/savedproperties');
    expect(namedHref(brand('rec'), 'add-listing')).toBe('/add-listing');
    expect(namedHref(brand('farm'), 'directory')).toBe('/real-estate-agents/');
  });

  it('adds a query with URLSearchParams encoding', () => {
    expect(namedHref(brand('rec'), 'financing', { fcid: '7' })).toBe('/financing?fcid=7');
    expect(namedHref(brand('land'), 'login', { mode: 'sign up&x' })).toBe('/login/?mode=sign+up%26x');
    expect(namedHref(brand('land'), 'login', {})).toBe('/login/');
  });
});
