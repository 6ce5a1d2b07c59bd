import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PlaceSearchForm } from '@/components/search/place-search-form';
import type { SiteBrand } from '@/lib/brand';
import { namedHref } from '@/lib/navigation';

export interface ErrorMessageProps {
  /** HTTP-like code; 500 and -1 mean a failure on our side (SPEC §2.7). */
  code: number;
  brand: SiteBrand;
  /** Under the heading: what the 404 page offers for the URL asked for (docs/not-found.md). */
  children?: ReactNode;
}

/** SPEC §2.7 codes that mean "we failed", as opposed to "there is no such page". */
export function isServerErrorCode(code: number): boolean {
  return code === 500 || code === -1;
}

/**
 * SPEC §2.7 texts: 500/-1 -> engineers notified; anything else -> the brand's not-found line
 * (messages `errors.notFound`, overridden by the land brand), with a location search on a 404, plus a
 * way home and to all land.
 */
export function ErrorMessage({ code, brand, children }: ErrorMessageProps) {
  const t = useTranslations('errors');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-error-code={code}>
      <h1 className="text-3xl font-bold text-ink">{isServerErrorCode(code) ? t('serverError') : t('notFound')}</h1>
      {children}
      {/* A page that is not here: search for the land instead, right where you are. */}
      {!isServerErrorCode(code) && <PlaceSearchForm id="not-found-search" placeholder={brand.searchPlaceholder} action={namedHref(brand, 'search-all')} className="mt-8 text-left" suggest={false} />}
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <a href={namedHref(brand, 'home')} className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-text">
          {t('backHome')}
        </a>
        <a href={namedHref(brand, 'search-all')} className="rounded-md border border-line px-5 py-3 font-semibold text-ink">
          {t('searchLand')}
        </a>
      </p>
    </section>
  );
}
