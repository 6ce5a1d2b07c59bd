export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/** Reads a JSON request body with a size cap; bad input is a 4xx, never an exception. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (type && !type.includes('json') && !type.startsWith('text/plain')) return { ok: false, status: 415, message: 'Send JSON' };
  const text = await request.text().catch(() => null);
  if (text === null) return { ok: false, status: 400, message: 'Unreadable body' };
  if (text.length > maxBytes) return { ok: false, status: 413, message: 'Body too large' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, message: 'Body is not valid JSON' };
  }
}
