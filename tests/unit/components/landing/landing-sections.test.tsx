// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChildAreas } from '@/components/landing/child-areas';
import { TypeLinks } from '@/components/landing/type-links';
import { PropertyType } from '@/lib/domain/property-type';
import { brandTranslate } from '../../lib/i18n/brand-translate';
import { renderWithBrand } from '../render-with-brand';

afterEach(cleanup);

describe('landing page sections', () => {
  it('labels property types with the brand messages: Oceanfront on rec', () => {
    const links = [{ id: PropertyType.BEACHFRONT, href: '/florida-land-for-sale/beachfront-property', count: 1234 }];
    renderWithBrand('rec', <TypeLinks links={links} />);
    expect(screen.getByRole('heading', { name: 'By property type' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oceanfront Property (1,234)' })).toHaveAttribute('href', links[0]?.href);
    cleanup();
    renderWithBrand('land', <TypeLinks links={links} />);
    expect(screen.getByRole('link', { name: 'Beachfront Property (1,234)' })).toBeInTheDocument();
  });

  it('heads a county\'s towns "Cities and towns" and other areas "Areas", with counts', () => {
    renderWithBrand('land', <ChildAreas level="county" place="Llano County, TX" areas={[{ name: 'Llano', href: '/texas-land-for-sale/llano/', count: 12 }]} />);
    expect(screen.getByRole('heading', { name: 'Cities and towns in Llano County, TX' })).toBeInTheDocument();
    expect(screen.getByTestId('child-areas')).toHaveTextContent('Llano (12)');
    cleanup();
    renderWithBrand('land', <ChildAreas level="state" place="Texas" areas={[{ name: 'Hill Country Region', href: '/Hill-Country-Region', count: 1 }]} />);
    expect(screen.getByRole('heading', { name: 'Areas in Texas' })).toBeInTheDocument();
  });

  it('renders nothing for no areas and no types, rather than an empty heading', () => {
    const { container } = renderWithBrand('land', <><ChildAreas level="state" place="Texas" areas={[]} /><TypeLinks links={[]} /></>);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts with ICU plurals', () => {
    const t = brandTranslate('land');
    expect(t('landing.count', { count: 1, place: 'Texas' })).toBe('1 property for sale in Texas');
    expect(t('landing.count', { count: 2500, place: 'Texas' })).toBe('2,500 properties for sale in Texas');
    expect(t('landing.count', { count: 0, place: 'Texas' })).toBe('No properties for sale in Texas');
    expect(t('landing.seeAll', { place: 'Texas' })).toBe('See all properties in Texas');
  });
});
