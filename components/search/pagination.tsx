import { RouterLink } from '@/components/ui/router-link';

interface Props {
  pageIndex: number;
  pageCount: number;
  hrefForPage: (pageIndex: number) => string;
  labels: { nav: string; previous: string; next: string };
}

const link = 'rounded border border-line px-3 py-1.5 text-sm';

/** Page links around the current page (client navigation); numbers shown from 1, URLs use SPEC's page-{index}. */
export function Pagination({ pageIndex, pageCount, hrefForPage, labels }: Props) {
  if (pageCount <= 1) return null;
  const first = Math.max(0, Math.min(pageIndex - 2, pageCount - 5));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-wrap items-center justify-center gap-2" data-testid="pagination">
      {pageIndex > 0 && <RouterLink href={hrefForPage(pageIndex - 1)} rel="prev" className={link}>{labels.previous}</RouterLink>}
      {pages.map((p) =>
        p === pageIndex ? (
          <span key={p} aria-current="page" className={`${link} bg-primary font-semibold text-primary-text`}>{p + 1}</span>
        ) : (
          <RouterLink key={p} href={hrefForPage(p)} className={link}>{p + 1}</RouterLink>
        ),
      )}
      {pageIndex < pageCount - 1 && <RouterLink href={hrefForPage(pageIndex + 1)} rel="next" className={link}>{labels.next}</RouterLink>}
    </nav>
  );
}
