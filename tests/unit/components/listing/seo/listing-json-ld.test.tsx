import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListingJsonLd } from '@/components/listing/seo/listing-json-ld';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { listingFixture } from '../../../lib/listings/seo/listing-fixture';

describe('ListingJsonLd', () => {
  it('renders one ld+json script that a hostile title cannot break out of', () => {
    const html = renderToStaticMarkup(<ListingJsonLd brand={siteBrand('land') as SiteBrand} listing={listingFixture({ title: 'Land</script><img src=x onerror=alert(1)>' })} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'RealEstateListing', name: 'Land</script><img src=x onerror=alert(1)>' });
  });
});
