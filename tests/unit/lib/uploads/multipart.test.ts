import { describe, expect, it } from 'vitest';
import {
  displayFileName, documentUploadLimits, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST, photoUploadLimits, readMultipart,
  type MultipartForm, type MultipartLimits, type UploadRefusalCode, type UploadResult,
} from '@/lib/uploads/server';
import { BOUNDARY, expectPlainEnglish, multipartBody, multipartRequest, multipartType, streamedFileRequest, uploadUrl, type Part } from './fixtures';

const MB = 1024 * 1024;

function accepted(result: UploadResult<MultipartForm>): MultipartForm {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  return result.value;
}

function expectRefusal(result: UploadResult<MultipartForm>, code: UploadRefusalCode): string {
  expect(result).toMatchObject({ ok: false, code });
  const message = result.ok ? '' : result.message;
  expectPlainEnglish(message);
  return message;
}

const file = (fileName: string, size: number, name = 'photos'): Part => ({ name, fileName, bytes: Buffer.alloc(size, 0x61) });
const small: MultipartLimits = { ...photoUploadLimits, fileBytes: 1000, files: 3, fields: 2, fieldBytes: 10, totalBytes: 5000 };

describe('readMultipart: what comes back', () => {
  it('returns the fields and the files with their field and display name, whatever type the client declared', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const form = accepted(await readMultipart(multipartRequest([
      { name: 'listingId', value: '4127' },
      { name: 'caption', value: 'Créek crossing' },
      { name: 'photos', fileName: 'DSC_0001.JPG', bytes: jpeg, type: 'text/html' },
      { name: 'photos', fileName: 'ranch-gate.png', bytes: Buffer.from('second') },
    ])));
    expect(form.fields).toEqual({ listingId: '4127', caption: 'Créek crossing' });
    expect(form.files).toEqual([
      { field: 'photos', fileName: 'DSC_0001.JPG', bytes: jpeg },
      { field: 'photos', fileName: 'ranch-gate.png', bytes: Buffer.from('second') },
    ]);
  });

  it('keeps a UTF-8 file name, drops its folders and control characters, and cuts a long one', async () => {
    const form = accepted(await readMultipart(multipartRequest([
      file('Río Frío ranch 🐎.jpg', 3),
      file('C:\\Users\\seller\\Pictures\\barn.jpg', 3),
      file('../../etc/passwd', 3),
    ])));
    expect(form.files.map((f) => f.fileName)).toEqual(['Río Frío ranch 🐎.jpg', 'barn.jpg', 'passwd']);
    expect(displayFileName('a\u0000b\u001fc\u007fd\u009fe.jpg')).toBe('abcde.jpg');
    expect(displayFileName(`${'🐎'.repeat(300)}.jpg`)).toBe('🐎'.repeat(200));
  });

  it('skips an empty file input (no name, no bytes) but keeps an empty named file for the ingest to refuse', async () => {
    const form = accepted(await readMultipart(multipartRequest([file('', 0), file('empty.jpg', 0)])));
    expect(form.files.map((f) => [f.fileName, f.bytes.length])).toEqual([['empty.jpg', 0]]);
  });

  it('keeps a field named __proto__ as a plain field', async () => {
    const form = accepted(await readMultipart(multipartRequest([{ name: '__proto__', value: 'x' }])));
    expect(Object.getPrototypeOf(form.fields)).toBe(Object.prototype);
    expect(Object.entries(form.fields)).toEqual([['__proto__', 'x']]);
  });

  it('accepts every cap exactly reached', async () => {
    const form = accepted(await readMultipart(multipartRequest([
      { name: 'a', value: 'x'.repeat(10) }, { name: 'b', value: '' },
      file('1.jpg', 1000), file('2.jpg', 1000), file('3.jpg', 1000),
    ]), small));
    expect(form.files.map((f) => f.bytes.length)).toEqual([1000, 1000, 1000]);
  });
});

describe('readMultipart: caps enforced while reading', () => {
  it('stops reading a 60 MB photo at the 25 MB cap and cancels the rest of the body', async () => {
    const { request, source } = streamedFileRequest(60 * MB);
    const message = expectRefusal(await readMultipart(request), 'file-too-large');
    expect(message).toBe('A photo can be at most 25 MB.');
    expect(source.cancelled).toBe(true);
    expect(source.ended).toBe(false);
    expect(source.pulled).toBeGreaterThan(MAX_PHOTO_BYTES - MB);
    expect(source.pulled).toBeLessThan(MAX_PHOTO_BYTES + 2 * MB);
  });

  it('names the document cap for a document upload', async () => {
    const { request, source } = streamedFileRequest(21 * MB, 'survey.pdf');
    expect(expectRefusal(await readMultipart(request, documentUploadLimits), 'file-too-large')).toBe('A document can be at most 20 MB.');
    expect(source.cancelled).toBe(true);
  });

  it(`refuses 200 files in one request at the ${MAX_PHOTOS_PER_REQUEST + 1}st`, async () => {
    const parts = Array.from({ length: 200 }, (_, i) => file(`photo-${i}.jpg`, 2000));
    const body = multipartBody(parts);
    let pulled = 0;
    let cancelled = false;
    const CHUNK = 16 * 1024;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= body.length) return controller.close();
        controller.enqueue(body.subarray(pulled, pulled + CHUNK));
        pulled += CHUNK;
      },
      cancel() {
        cancelled = true;
      },
    }, { highWaterMark: 0 });
    const request = new Request(uploadUrl, { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': multipartType } } as RequestInit & { duplex: 'half' });
    const message = expectRefusal(await readMultipart(request), 'too-many-files');
    expect(message).toBe('Send at most 30 photos at a time.');
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(body.length / 4);
  });

  it('refuses a body over the total cap: declared, before reading; undeclared, as soon as it passes', async () => {
    const declared = streamedFileRequest(10_000);
    declared.request.headers.set('content-length', '5001');
    expectRefusal(await readMultipart(declared.request, small), 'body-too-large');
    expect([declared.source.pulled, declared.source.cancelled]).toEqual([0, true]);

    const limits = { ...small, fileBytes: 100_000, files: 10 };
    const parts = Array.from({ length: 8 }, (_, i) => file(`${i}.jpg`, 900));
    expect(multipartBody(parts).length).toBeGreaterThan(5000);
    expectRefusal(await readMultipart(multipartRequest(parts), limits), 'body-too-large');
  });

  it('says the total cap in megabytes', async () => {
    const { request } = streamedFileRequest(10);
    request.headers.set('content-length', String(300 * MB));
    expect(expectRefusal(await readMultipart(request), 'body-too-large'))
      .toBe('One upload can be at most 200 MB in all. Please send the photos in smaller groups.');
  });

  it('refuses too many fields, a field too long and a field sent twice', async () => {
    const three = [{ name: 'a', value: '1' }, { name: 'b', value: '2' }, { name: 'c', value: '3' }];
    expect(expectRefusal(await readMultipart(multipartRequest(three), small), 'too-many-fields')).toBe('The form can have at most 2 fields besides its files.');
    expect(expectRefusal(await readMultipart(multipartRequest([{ name: 'a', value: 'x'.repeat(11) }]), small), 'field-too-large'))
      .toBe('A form field can be at most 10 bytes long.');
    expectRefusal(await readMultipart(multipartRequest([{ name: 'n'.repeat(101), value: '1' }])), 'field-too-large');
    expectRefusal(await readMultipart(multipartRequest([file('a.jpg', 10, 'n'.repeat(101))])), 'field-too-large');
    accepted(await readMultipart(multipartRequest([{ name: 'n'.repeat(100), value: '1' }, file('a.jpg', 10, 'f'.repeat(100))])));
    expect(expectRefusal(await readMultipart(multipartRequest([{ name: 'a', value: '1' }, { name: 'a', value: '2' }])), 'malformed-form'))
      .toBe('The form field "a" was sent more than once.');
  });
});

describe('readMultipart: requests that are not a form upload', () => {
  it.each([
    ['no content type', undefined],
    ['JSON', 'application/json'],
    ['a URL-encoded form', 'application/x-www-form-urlencoded'],
    ['plain text', 'text/plain; boundary=x'],
    ['another multipart type', `multipart/mixed; boundary=${BOUNDARY}`],
  ])('refuses %s with 415 and cancels the body', async (_, contentType) => {
    const { request, source } = streamedFileRequest(1000);
    if (contentType) request.headers.set('content-type', contentType);
    else request.headers.delete('content-type');
    expect(expectRefusal(await readMultipart(request), 'wrong-content-type')).toBe('Send the files as a form upload (multipart/form-data).');
    expect([source.pulled, source.cancelled]).toEqual([0, true]);
  });

  it.each([
    ['a form without a boundary', 'multipart/form-data', multipartBody([file('a.jpg', 10)])],
    ['a body cut off before its end', multipartType, multipartBody([file('a.jpg', 100)]).subarray(0, 150)],
    ['a body that is not multipart', multipartType, Buffer.from('just text')],
    ['no body at all', multipartType, null],
    ['a part with 17 KB of headers', multipartType, Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\nX-Padding: ${'p'.repeat(17 * 1024)}\r\n\r\n1\r\n--${BOUNDARY}--\r\n`)],
  ])('refuses %s as malformed', async (_, contentType, body) => {
    const request = new Request(uploadUrl, { method: 'POST', body, headers: { 'content-type': contentType } });
    expect(expectRefusal(await readMultipart(request), 'malformed-form')).toBe('The upload was cut off or is not a valid form. Please try again.');
  });
});
