import { once } from 'node:events';
import busboy from 'busboy';
import { mediaType } from '@/lib/http/read-body';
import { MAX_FIELD_NAME_BYTES, MAX_FILE_NAME_LENGTH, photoUploadLimits, type MultipartLimits } from './limits';
import { refusals, type UploadRefusal, type UploadResult } from './refusal';

// A multipart/form-data request read as it streams in, with every cap checked on the way: the first cap
// passed stops the reading (the rest of the body is never pulled) and names itself in the refusal.
// Nothing is written anywhere; the files come back as buffers for the ingest steps to check.

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  /** The client's file name, for display only: its folders and control characters removed, never used for the type. */
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields by name, one value each; callers parse them with zod. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

const withoutControlCharacters = (text: string) => text.replace(/\p{Cc}/gu, '');

/** The last path segment of a client's file name, without control characters, cut to MAX_FILE_NAME_LENGTH. */
export function displayFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return Array.from(withoutControlCharacters(last).trim()).slice(0, MAX_FILE_NAME_LENGTH).join('');
}

export async function readMultipart(request: Request, limits: MultipartLimits = photoUploadLimits): Promise<UploadResult<MultipartForm>> {
  const discard = async (refusal: UploadRefusal) => {
    await request.body?.cancel().catch(() => undefined);
    return refusal;
  };
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaType(contentType) !== 'multipart/form-data') return discard(refusals.wrongContentType());
  if (Number(request.headers.get('content-length') ?? 0) > limits.totalBytes) return discard(refusals.bodyTooLarge(limits.item, limits.totalBytes));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy counts a value that reaches its size limit as cut, so each size limit is one above ours.
      // A part's headers are capped by busboy itself (16 KB, then an error).
      limits: { fileSize: limits.fileBytes + 1, files: limits.files, fields: limits.fields, fieldSize: limits.fieldBytes + 1 },
      // Browsers send UTF-8 file names.
      defParamCharset: 'utf8',
    });
  } catch {
    // No boundary, or a multipart subtype busboy does not read.
    return discard(refusals.malformedForm());
  }
  const reader = request.body?.getReader();

  return new Promise((resolve) => {
    const fields = new Map<string, string>();
    const files: UploadedFile[] = [];
    let settled = false;
    const finish = (result: UploadResult<MultipartForm>) => {
      if (settled) return;
      settled = true;
      if (!result.ok) {
        void reader?.cancel().catch(() => undefined);
        parser.destroy();
      }
      resolve(result);
    };
    const stopped = new Promise<void>((resolveStopped) => parser.once('close', resolveStopped));

    // busboy limits names in URL-encoded forms only: a multipart part's name is checked here.
    const longName = (name: string) => Buffer.byteLength(name) > MAX_FIELD_NAME_BYTES;

    parser.on('file', (field, stream, info) => {
      stream.on('error', () => finish(refusals.malformedForm()));
      if (longName(field)) return finish(refusals.fieldTooLarge(limits.fieldBytes));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => finish(refusals.fileTooLarge(limits.item, limits.fileBytes)));
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // An empty file input is sent as a part without a name or content: nothing was chosen.
        if (bytes.length === 0 && !info.filename) return;
        files.push({ field, fileName: displayFileName(info.filename ?? ''), bytes });
      });
    });
    parser.on('field', (name, value, info) => {
      if (longName(name) || info.valueTruncated) return finish(refusals.fieldTooLarge(limits.fieldBytes));
      if (fields.has(name)) return finish(refusals.repeatedField(withoutControlCharacters(name)));
      fields.set(name, value);
    });
    parser.on('filesLimit', () => finish(refusals.tooManyFiles(limits.item, limits.files)));
    parser.on('fieldsLimit', () => finish(refusals.tooManyFields(limits.fields)));
    parser.on('error', () => finish(refusals.malformedForm()));
    parser.on('close', () => finish({ ok: true, value: { fields: Object.fromEntries(fields), files } }));

    const pump = async () => {
      let total = 0;
      for (;;) {
        const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
        if (settled) return;
        if (done) break;
        total += value.length;
        if (total > limits.totalBytes) return finish(refusals.bodyTooLarge(limits.item, limits.totalBytes));
        if (!parser.write(value)) await Promise.race([once(parser, 'drain'), stopped]);
      }
      parser.end();
    };
    pump().catch(() => finish(refusals.malformedForm()));
  });
}
