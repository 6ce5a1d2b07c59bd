import { describe, expect, it } from 'vitest';
import { stateBySlug } from '@/lib/geo/states';
import { breadcrumbListJsonLd } from '@/lib/search/breadcrumb-json-ld';
import { placeBreadcrumbs } from '@/lib/search/place-breadcrumbs';
import { brandOf } from '../../components/render-with-brand';

const texas = stateBySlug('texas');
if (!texas) throw new Error('Texas missing from lib/geo/states');
const llanoCounty = { id: 48299, name: 'Llano', kind: 'County' };

describe('placeBreadcrumbs: Home > state > county > place, in the brand’s dialect', () => {
  it('a state: Home > Texas', () => {
    expect(placeBreadcrumbs(brandOf('land'), 'Home', { state: texas, label: 'Texas' }, { state: 'texas' }, null)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Texas', href: '/texas-land-for-sale/' },
    ]);
  });

  it('a county, in each dialect', () => {
    const county = { state: texas, county: llanoCounty, label: 'Llano County, Texas' };
    const place = { state: 'texas', area: { type: 'county', slug: 'llano-county' } } as const;
    expect(placeBreadcrumbs(brandOf('land'), 'Home', county, place, null).map((c) => c.label)).toEqual(['Home', 'Texas', 'Llano County']);
    expect(placeBreadcrumbs(brandOf('farm'), 'Home', county, place, null).map((c) => c.href)).toEqual(['/', '/search/texas/', '/search/texas/llano-county/']);
    expect(placeBreadcrumbs(brandOf('rec'), 'Home', county, place, null).map((c) => c.href)).toEqual(['/', '/texas-land-for-sale', '/texas-land-for-sale/llano-county']);
  });

  it('a city or zip sits in its county', () => {
    const parent = { name: 'Llano', kind: 'County', slug: 'llano-county' };
    const city = placeBreadcrumbs(brandOf('land'), 'Home', { state: texas, city: { id: 4801, name: 'Llano' }, label: 'Llano, TX' }, { state: 'texas', area: { type: 'city', slug: 'llano' } }, parent);
    expect(city).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Texas', href: '/texas-land-for-sale/' },
      { label: 'Llano County', href: '/texas-land-for-sale/llano-county/' },
      { label: 'Llano', href: '/texas-land-for-sale/llano/' },
    ]);
    const zip = placeBreadcrumbs(brandOf('land'), 'Home', { state: texas, zip: '78643', label: '78643, TX' }, { state: 'texas', area: { type: 'zip', slug: '78643' } }, parent);
    expect(zip.map((c) => c.label)).toEqual(['Home', 'Texas', 'Llano County', '78643']);
    expect(zip.at(-1)?.href).toBe('/texas-land-for-sale/78643/');
  });

  it('a region by its name; a national search has no trail', () => {
    const region = placeBreadcrumbs(brandOf('land'), 'Home', { state: texas, region: { id: 3, name: 'Hill Country' }, label: '' }, { state: 'texas', area: { type: 'region', slug: 'hill-country' } }, null);
    expect(region.map((c) => c.label)).toEqual(['Home', 'Texas', 'Hill Country']);
    expect(placeBreadcrumbs(brandOf('land'), 'Home', { label: null }, {}, null)).toEqual([]);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists the trail in order with absolute URLs', () => {
    expect(breadcrumbListJsonLd('https://www.example.com', [{ label: 'Home', href: '/' }, { label: 'Texas', href: '/texas-land-for-sale/' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Texas', item: 'https://www.example.com/texas-land-for-sale/' },
      ],
    });
  });
});
