// Request bodies are read as a stream with a cap, after the declared length is checked: a 100 MB POST
// costs a few kilobytes of memory, not 100 MB (the server guard refuses anything above the global cap).

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 413 | 415; message: string };

/** The media type of a Content-Type header ("application/json; charset=utf-8" -> "application/json"). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export async function readBodyText(request: Request, maxBytes: number): Promise<BodyResult<string>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, status: 413, message: `Body too large (at most ${maxBytes} bytes)` };
  }
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      total += value.length;
      if (total > maxBytes) {
        await reader?.cancel().catch(() => undefined);
        return { ok: false, status: 413, message: `Body too large (at most ${maxBytes} bytes)` };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, message: 'The body could not be read' };
  }
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid UTF-8' };
  }
}

/**
 * A JSON body of one of the accepted media types (application/json unless told otherwise): anything
 * else is 415, so a plain HTML form or a `text/plain` fetch from another site cannot post here.
 */
export async function readJsonBody(request: Request, maxBytes: number, accept: readonly string[] = ['application/json']): Promise<BodyResult<unknown>> {
  if (!accept.includes(mediaType(request.headers.get('content-type')))) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, status: 415, message: `Send ${accept.join(' or ')}` };
  }
  const text = await readBodyText(request, maxBytes);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) };
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON' };
  }
}
