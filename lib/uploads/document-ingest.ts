import { MAX_DOCUMENT_BYTES } from './limits';
import { documentItem, refusals, type UploadResult } from './refusal';
import { sniffFileType } from './sniff';

export interface IngestedDocument {
  bytes: Buffer;
  contentType: 'application/pdf';
}

// A PDF ends with "%%EOF" in its last 1 KB (readers look there, ISO 32000 §7.5.5); a file without it was
// cut short on the way or is not a PDF that begins like one.
const TRAILER_WINDOW = 1024;
const EOF_MARKER = Buffer.from('%%EOF', 'latin1');

/** A listing document: a PDF by its header and trailer, within the size cap, kept byte for byte. */
export function ingestDocument(bytes: Uint8Array, maxBytes = MAX_DOCUMENT_BYTES): UploadResult<IngestedDocument> {
  if (bytes.length > maxBytes) return refusals.fileTooLarge(documentItem, maxBytes);
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (sniffFileType(file) !== 'pdf' || !file.subarray(-TRAILER_WINDOW).includes(EOF_MARKER)) return refusals.notAPdf();
  return { ok: true, value: { bytes: file, contentType: 'application/pdf' } };
}
