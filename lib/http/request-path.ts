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
