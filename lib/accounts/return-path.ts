// SPEC §6: after login the visitor goes back to the page they came from (the `origin` query), and only
// ever to a page of this site. The value is checked after the URL parser has normalised it, because
// that normalised form is what the browser follows: `/.//evil.example` becomes `//evil.example`, a link
// to another host.

const SAME = 'http://same.invalid';

/** `origin` as a path on this site ("/x?y#z"), or `fallback` when it is missing or could leave the site. */
export function safeReturnPath(origin: string | null | undefined, fallback = '/'): string {
  if (!origin || !origin.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(origin, SAME);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that begins with two slashes (or a slash and a backslash) is read as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  // The path must mean the same page when the browser reads it again.
  const again = new URL(path, SAME);
  return again.origin === SAME && again.href === url.href ? path : fallback;
}
