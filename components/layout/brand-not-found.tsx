import { pageBrand } from '@/lib/brand/page-brand';
import { ErrorMessage } from './error-message';

/** The brand's 404 content (SPEC §2.7); Next answers with status 404 wherever it renders. */
export async function BrandNotFound() {
  return <ErrorMessage code={404} brand={await pageBrand()} />;
}
