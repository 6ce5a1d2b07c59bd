interface Props {
  pageIndex: number;
  pageCount: number;
  hrefForPage: (pageIndex: number) => string;
}

/** Page links around the current page; page numbers shown from 1, URLs use SPEC's page-{index}. */
export function Pagination({ pageIndex, pageCount, hrefForPage }: Props) {
  if (pageCount <= 1) return null;
  const first = Math.max(0, Math.min(pageIndex - 2, pageCount - 5));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  const link = 'rounded border border-line px-3 py-1.5 text-sm';
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2" data-testid="pagination">
      {pageIndex > 0 && <a href={hrefForPage(pageIndex - 1)} rel="prev" className={link}>Previous</a>}
      {pages.map((p) =>
        p === pageIndex ? (
          <span key={p} aria-current="page" className={`${link} bg-primary font-semibold text-primary-text`}>{p + 1}</span>
        ) : (
          <a key={p} href={hrefForPage(p)} className={link}>{p + 1}</a>
        ),
      )}
      {pageIndex < pageCount - 1 && <a href={hrefForPage(pageIndex + 1)} rel="next" className={link}>Next</a>}
    </nav>
  );
}
