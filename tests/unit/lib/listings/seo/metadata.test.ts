import { createTranslator, type Messages } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { reloadEnv } from '@/lib/env';
import type { Translate } from '@/lib/i18n/translate';
import { listingDescription, listingMetadata, META_DESCRIPTION_MAX, shortText } from '@/lib/listings/seo';
import { listingFixture } from './listing-fixture';

const land = siteBrand('land') as SiteBrand;
const t = createTranslator({ locale: 'en-US', messages: loadCompiledMessages('land') as Messages }) as unknown as Translate;

afterEach(() => {
  process.env.APP_ENV = 'test';
  reloadEnv();
});

describe('listing metadata', () => {
  it('gives title, description and the canonical URL on the brand origin', () => {
    const metadata = listingMetadata(land, listingFixture(), t);
    expect(metadata.title).toBe('61 Acres on Sandy Creek');
    expect(metadata.description).toBe('$425,000 · 61.5 acres · Llano, Llano County, TX. Rolling hills with live oaks, a seasonal creek and a stock tank. Hunting and grazing.');
    expect(metadata.alternates).toEqual({ canonical: 'http://land.localhost:3000/property/llano-county-tx/4242/' });
  });

  it('shares with an absolute 1200x630 image that changes URL when the listing changes', () => {
    const metadata = listingMetadata(land, listingFixture(), t);
    const image = {
      url: `http://land.localhost:3000/api/og/listing/4242?v=${Date.parse('2026-11-01T09:30:00.000Z').toString(36)}`,
      width: 1200, height: 630, type: 'image/png', alt: '61 Acres on Sandy Creek: $425,000, 61.5 acres',
    };
    expect(metadata.openGraph).toMatchObject({ type: 'website', url: 'http://land.localhost:3000/property/llano-county-tx/4242/', siteName: 'Acrewise', title: '61 Acres on Sandy Creek', images: [image] });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: image.url, alt: image.alt }] });
    const later = listingMetadata(land, listingFixture({ updatedAt: '2026-11-02T00:00:00.000Z' }), t);
    expect((later.openGraph?.images as { url: string }[])[0]?.url).not.toBe(image.url);
  });

  it('says Auction or Contact for Price in the description (SPEC §5) and keeps it within 160 characters', () => {
    expect(listingDescription(listingFixture({ price: 2 }))).toMatch(/^Auction · 61\.5 acres/);
    expect(listingDescription(listingFixture({ price: null }))).toMatch(/^Contact for Price · /);
    const long = listingDescription(listingFixture({ description: 'word '.repeat(100) }));
    expect(long.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(long).toMatch(/word…$/);
  });

  it('is noindex, nofollow outside production and indexable in production (SPEC §4)', () => {
    expect(listingMetadata(land, listingFixture(), t).robots).toEqual({ index: false, follow: false });
    process.env.APP_ENV = 'production';
    reloadEnv();
    expect(listingMetadata(land, listingFixture(), t).robots).toBeUndefined();
  });
});

describe('shortText', () => {
  it('flattens whitespace and cuts at a word with an ellipsis', () => {
    expect(shortText('  a\n\nb  ', 10)).toBe('a b');
    expect(shortText('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(shortText('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
