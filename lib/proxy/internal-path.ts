/** Folder under app/[brand]/ that renders a route kind; the page re-parses the path with the brand's dialect. */
export function internalPath(brandKey: string, kind: string, pathname: string): string {
  if (kind === 'home') return `/${brandKey}`;
  const folder = kind === 'error' ? 'error-page' : kind;
  const rest = pathname.replace(/\/+$/, '');
  return `/${brandKey}/${folder}${rest}`;
}

/** Unknown paths render the brand's 404 page (app/[brand]/[...unmatched]). */
export function notFoundPath(brandKey: string): string {
  return `/${brandKey}/not-found`;
}
