import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { brandTitle } from '@/lib/brand/server';
import { pageBrand } from '@/lib/brand/page';
import type { SiteBrand } from '@/lib/brand';
import { ErrorMessage } from './error-message';

/**
 * A not-found file exports no metadata here, so the 404 names itself: React hoists this `<title>`
 * into the head, and it is the only one there because the layout sets no default title
 * (lib/brand/metadata.ts), so the 404 never keeps the home page's title.
 */
function NotFoundContent({ brand, children }: { brand: SiteBrand; children?: ReactNode }) {
  const t = useTranslations('errors');
  return (
    <>
      <title>{brandTitle(brand, t('notFoundTitle'))}</title>
      <ErrorMessage code={404} brand={brand}>
        {children}
      </ErrorMessage>
    </>
  );
}

/**
 * The brand's 404 content (SPEC §2.7); Next answers with status 404 wherever it renders. `children`
 * (the 404 page's suggestions for the URL asked for) go under its heading.
 */
export async function BrandNotFound({ children }: { children?: ReactNode } = {}) {
  return <NotFoundContent brand={await pageBrand()}>{children}</NotFoundContent>;
}
