import { describe, expect, it } from 'vitest';
import { staticPackages } from '../static-packages';

// What the listing page's first load carries from the gallery and the map section: the modules reached
// by static imports (dynamic import() calls are chunks loaded later). Swiper, MapLibre and zod must
// not be among them (DESIGN §6: map and carousel code on demand, first load <= 150 KB).

describe('listing gallery and map section: first-load code', () => {
  it.each(['components/listing/gallery/listing-gallery.tsx', 'components/listing/maps/listing-map-section.tsx'])(
    '%s loads no Swiper, MapLibre or zod until asked',
    (entry) => {
      const packages = staticPackages(entry);
      expect(packages).toContain('react');
      for (const heavy of ['swiper', 'maplibre-gl', 'react-map-gl', 'zod']) expect(packages).not.toContain(heavy);
    },
  );

  it('the carousel chunk itself carries Swiper but still no zod', () => {
    const packages = staticPackages('components/listing/gallery/full-screen-carousel.tsx');
    expect(packages).toContain('swiper');
    expect(packages).not.toContain('zod');
    expect(packages).not.toContain('maplibre-gl');
  });

  it.each([
    'components/listing/actions/listing-actions.tsx',
    'components/listing/contact/contact-card.tsx',
    'components/listing/contact-bar.tsx',
    'components/listing/broker/see-phone-button.tsx',
    'components/listing/broker/broker-website-link.tsx',
    'components/listing/broker/listing-view-tracker.tsx',
    'components/listing/document-link.tsx',
    'components/listing/recently-viewed.tsx',
  ])('%s (a first-load island of the listing page) loads no zod, form library or SWR until asked', (entry) => {
    const packages = staticPackages(entry);
    for (const heavy of ['zod', 'react-hook-form', '@hookform/resolvers', 'swr', 'swiper', 'maplibre-gl']) expect(packages).not.toContain(heavy);
  });
});
