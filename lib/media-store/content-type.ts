// A stored object's content type travels as an HTTP header (S3) and in a small file (the file store),
// so it must be a plain `type/subtype` with optional parameters: no line breaks, nothing unbounded.

// token "/" token, then "; name=value" parameters (RFC 9110 §8.3.1), spaces and tabs only between them.
const contentTypePattern = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:[ \t]*;[ \t]*[\w!#$&^.+-]+=(?:[\w!#$&^.+-]+|"[^"\\\r\n]*"))*$/;
const MAX_CONTENT_TYPE_LENGTH = 200;

/** A content type a store refused. */
export class MediaContentTypeError extends Error {
  override readonly name = 'MediaContentTypeError';

  constructor(readonly contentType: string) {
    super(`Invalid content type ${JSON.stringify(contentType.slice(0, 80))}: expected "type/subtype", optionally with "; name=value" parameters`);
  }
}

export function checkContentType(contentType: string): void {
  if (contentType.length > MAX_CONTENT_TYPE_LENGTH || !contentTypePattern.test(contentType)) throw new MediaContentTypeError(contentType);
}

const byExtension: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif',
  pdf: 'application/pdf',
};

/** What a key's extension says it holds; application/octet-stream for anything else. */
export function contentTypeFromKey(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase();
  return (extension && byExtension[extension]) ?? 'application/octet-stream';
}
