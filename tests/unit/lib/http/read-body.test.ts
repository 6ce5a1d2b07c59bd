import { describe, expect, it } from 'vitest';
import { mediaType, readBodyText, readJsonBody } from '@/lib/http/read-body';

const url = 'http://land.localhost/api/test';
const CHUNK = 1024;

/** A request body streamed in 1 KiB chunks with no Content-Length, counting what the reader pulled. */
function streamedRequest(chunks: number) {
  const source = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (source.pulled === chunks) return controller.close();
        source.pulled++;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
      },
      cancel() {
        source.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit & { duplex: 'half' });
  return { request, source };
}

const post = (body: BodyInit, headers: Record<string, string> = {}): Request => new Request(url, { method: 'POST', body, headers });

describe('readBodyText', () => {
  it('reads a body within the cap', async () => {
    expect(await readBodyText(post('héllo'), 64)).toEqual({ ok: true, value: 'héllo' });
    expect(await readBodyText(new Request(url), 64)).toEqual({ ok: true, value: '' });
  });

  it('refuses a declared Content-Length above the cap with 413 without reading the body', async () => {
    const { request, source } = streamedRequest(100);
    request.headers.set('content-length', String(100 * CHUNK));
    expect(request.headers.get('content-length')).toBe(String(100 * CHUNK));
    const result = await readBodyText(request, 4 * CHUNK);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(source.pulled).toBe(0);
    expect(source.cancelled).toBe(true);
  });

  it('cuts a streamed body at the cap with 413 and cancels the stream', async () => {
    const { request, source } = streamedRequest(100);
    expect(request.headers.get('content-length')).toBeNull();
    const result = await readBodyText(request, 4 * CHUNK);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(source.cancelled).toBe(true);
    expect(source.pulled).toBeGreaterThan(4);
    expect(source.pulled).toBeLessThan(10);
  });

  it('reads a streamed body of exactly the cap', async () => {
    const { request, source } = streamedRequest(4);
    const result = await readBodyText(request, 4 * CHUNK);
    expect(result).toEqual({ ok: true, value: 'a'.repeat(4 * CHUNK) });
    expect(source.cancelled).toBe(false);
  });

  it('answers 400 for a body that is not valid UTF-8', async () => {
    expect(await readBodyText(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 64)).toMatchObject({ ok: false, status: 400 });
    expect(await readBodyText(post(new Uint8Array([0xe2, 0x82])), 64)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('readJsonBody', () => {
  it.each([['text/plain'], ['text/plain;charset=UTF-8'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x'], ['application/jsonp']])(
    'answers 415 for the content type %s',
    async (type) => {
      expect(await readJsonBody(post('{"a":1}', { 'content-type': type }), 64)).toMatchObject({ ok: false, status: 415 });
    },
  );

  it('answers 415 when the content type is missing', async () => {
    const request = post(new Uint8Array(new TextEncoder().encode('{"a":1}')));
    expect(request.headers.get('content-type')).toBeNull();
    expect(await readJsonBody(request, 64)).toMatchObject({ ok: false, status: 415 });
  });

  it('accepts application/json with parameters and in any case', async () => {
    expect(await readJsonBody(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }), 64)).toEqual({ ok: true, value: { a: 1 } });
    expect(await readJsonBody(post('[1]', { 'content-type': 'Application/JSON' }), 64)).toEqual({ ok: true, value: [1] });
  });

  it('accepts the media types it is given instead of application/json', async () => {
    const accept = ['application/csp-report', 'application/json'];
    expect(await readJsonBody(post('{"csp-report":{}}', { 'content-type': 'application/csp-report' }), 64, accept)).toEqual({ ok: true, value: { 'csp-report': {} } });
    const refused = await readJsonBody(post('{}', { 'content-type': 'application/csp-report' }), 64);
    expect(refused).toMatchObject({ ok: false, status: 415 });
  });

  it.each([['{"a":'], [''], ['undefined'], ["{'a':1}"]])('answers 400 for the body %j, which is not JSON', async (body) => {
    expect(await readJsonBody(post(body, { 'content-type': 'application/json' }), 64)).toMatchObject({ ok: false, status: 400 });
  });

  it('answers 413 for JSON above the cap', async () => {
    expect(await readJsonBody(post(JSON.stringify({ a: 'x'.repeat(100) }), { 'content-type': 'application/json' }), 64)).toMatchObject({ ok: false, status: 413 });
  });
});

describe('mediaType', () => {
  it('is the lower-case type without parameters, empty when absent', () => {
    expect(mediaType('Application/JSON ; charset=utf-8')).toBe('application/json');
    expect(mediaType(null)).toBe('');
  });
});
