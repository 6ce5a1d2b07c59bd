import { currentBrand } from '@/lib/brand/current-brand';
import { hrefFor } from '@/lib/navigation/links';
import { namedRouteTable } from '@/lib/navigation/named-routes';
import { ErrorMessage } from './error-message';

/** The brand's 404 content (SPEC §2.7); Next sends it with status 404. */
export async function BrandNotFound() {
  const brand = await currentBrand();
  return <ErrorMessage code={404} homeHref={hrefFor(brand, { kind: 'home' })} searchHref={hrefFor(brand, namedRouteTable['search-all'])} />;
}
