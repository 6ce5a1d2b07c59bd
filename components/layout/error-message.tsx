import { useTranslations } from 'next-intl';

interface ErrorMessageProps {
  /** HTTP-like code; 500 and -1 mean a failure on our side (SPEC §2.7). */
  code: number;
  homeHref: string;
  searchHref: string;
}

/** SPEC §2.7 texts: 500/-1 -> engineers notified; anything else -> the brand's not-found line. */
export function ErrorMessage({ code, homeHref, searchHref }: ErrorMessageProps) {
  const t = useTranslations('errors');
  const serverError = code === 500 || code === -1;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" data-error-code={code}>
      <h1 className="text-3xl font-bold">{serverError ? t('serverError') : t('notFound')}</h1>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <a href={homeHref} className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-text">
          {t('backHome')}
        </a>
        <a href={searchHref} className="rounded-md border border-line px-5 py-3 font-semibold">
          {t('searchLand')}
        </a>
      </p>
    </section>
  );
}
