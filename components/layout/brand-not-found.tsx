import { currentBrand } from '@/lib/brand/current-brand';
import { ErrorMessage } from './error-message';

/** The brand's 404 content (SPEC §2.7); Next answers with status 404 wherever it renders. */
export async function BrandNotFound() {
  const brand = await currentBrand();
  return <ErrorMessage code={404} brand={brand} />;
}
