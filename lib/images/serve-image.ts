import fs from 'node:fs/promises';
import { env } from '@/lib/env';
import { documentFile } from './documents';
import { parseImageParams } from './params';
import { contentTypes, resizedVariant, variantKey } from './resize';

const text = (status: number, message: string) => new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** GET/HEAD /resizedimages/...: 400 for bad parameters, 404 for unknown documents, else the image. */
export async function serveImage(segments: readonly string[], request: Request, headOnly: boolean): Promise<Response> {
  const parsed = parseImageParams(segments);
  if (!parsed.ok) return text(400, parsed.message);
  const e = env();
  const document = await documentFile(parsed.value.documentId, e.MEDIA_DIR);
  if (!document || !(await fs.stat(document.file).then((s) => s.isFile(), () => false))) return text(404, 'No such image');
  const key = variantKey(parsed.value, document.storageKey);
  const etag = `"${key}"`;
  const headers = {
    'content-type': contentTypes[parsed.value.format],
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  let body: Buffer;
  try {
    body = await resizedVariant(document.file, parsed.value, e.IMAGE_CACHE_DIR, key);
  } catch {
    return text(404, 'Image could not be read');
  }
  return new Response(headOnly ? null : new Uint8Array(body), { headers: { ...headers, 'content-length': String(body.length) } });
}
