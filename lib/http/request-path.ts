/**
 * A request target whose path no decoder accepts ("/a/%zz", "/a/%ff") with every "%" of its path
 * escaped, so it names the literal text instead. Next decodes route params from the original URL and
 * answers an undecodable one with a 500; escaped, the path reaches the proxy and routing like any other
 * unknown path (the brand's 404). Decodable paths and the query string are left as they are.
 */
export function escapeUndecodablePath(target: string): string {
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return target;
  } catch {
    return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : target.slice(queryAt));
  }
}

export type RequestTarget = { ok: true; path: string; host?: string } | { ok: false };

/**
 * The request line's target as origin-form ("/path?query"). Absolute-form ("http://host/path", which
 * proxies send) names the host itself (RFC 9112 §3.2.2: it replaces the Host header); Next would
 * otherwise redirect to it verbatim. Asterisk-form and anything unparseable are refused.
 */
export function originFormTarget(target: string): RequestTarget {
  if (target.startsWith('/')) return { ok: true, path: escapeUndecodablePath(target) };
  if (!/^https?:\/\//i.test(target)) return { ok: false };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false };
  }
  // The path and query as sent (not as URL would normalise them): everything after the authority.
  const afterScheme = target.indexOf('//') + 2;
  const authorityEnd = target.slice(afterScheme).search(/[/?#]/);
  const rest = authorityEnd === -1 ? '' : target.slice(afterScheme + authorityEnd);
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return { ok: true, path: escapeUndecodablePath(path), host: url.host };
}
