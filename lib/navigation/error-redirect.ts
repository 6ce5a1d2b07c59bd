/** Where the error page keeps the failing location (SPEC §2.2 `/error/?eurl=`). */
export const FAILING_URL_QUERY = 'eurl';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** True when `pathname` is the brand's error page, whatever its trailing slash. */
export function isErrorPage(errorPath: string, pathname: string): boolean {
  return withoutTrailingSlash(pathname) === withoutTrailingSlash(errorPath);
}

/**
 * SPEC §4 render errors: the page to send the visitor to, or null when they are already on the error
 * page (sending them again would loop). `errorPath` is the brand's error route built by its dialect.
 */
export function renderErrorRedirect(errorPath: string, location: { pathname: string; search: string }): string | null {
  if (isErrorPage(errorPath, location.pathname)) return null;
  const query = new URLSearchParams({ [FAILING_URL_QUERY]: location.pathname + location.search });
  return `${errorPath}?${query.toString()}`;
}
