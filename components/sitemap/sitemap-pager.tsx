import { getTranslations } from 'next-intl/server';
import type { SitemapPaging } from '@/lib/sitemap-pages/server';

/** Pages shown on each side of the current one; the first and last are always shown. */
const AROUND = 3;

/** The page numbers a pager shows for `page` of `count` (0-based), with null where a run is left out. */
export function pagerPages(page: number, count: number): Array<number | null> {
  const shown: Array<number | null> = [];
  for (let p = 0; p < count; p += 1) {
    if (p === 0 || p === count - 1 || Math.abs(p - page) <= AROUND) shown.push(p);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** A long sitemap list's pages (HTML sitemap, docs/crawling.md): plain links a crawler can walk; nothing for one page. */
export async function SitemapPager({ paging, hrefOf }: { paging: SitemapPaging; hrefOf: (page: number) => string }) {
  const t = await getTranslations('sitemapPage');
  const { page, pageCount } = paging;
  if (pageCount <= 1) return null;
  const link = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded border border-line px-3 hover:border-primary';
  return (
    <nav aria-label={t('pages.label')} className="mt-6 flex flex-wrap items-center gap-2" data-testid="sitemap-pager">
      {page > 0 && <a href={hrefOf(page - 1)} rel="prev" className={link}>{t('pages.previous')}</a>}
      {pagerPages(page, pageCount).map((p, i) => p === null
        ? <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">…</span>
        : p === page
          ? <span key={p} aria-current="page" className={`${link} border-primary bg-primary font-semibold text-primary-text`}>{p + 1}</span>
          : <a key={p} href={hrefOf(p)} className={link} aria-label={t('pages.page', { n: p + 1 })}>{p + 1}</a>)}
      {page < pageCount - 1 && <a href={hrefOf(page + 1)} rel="next" className={link}>{t('pages.next')}</a>}
    </nav>
  );
}
