import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';

export { minimalPdf, phonePhoto } from '../../../support/upload-files';

// Upload fixtures, all built in code: images with sharp, container formats byte by byte.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A complete, valid black PNG of width x height at 1 bit a pixel: every row compresses to almost
 * nothing, so a 20,000 x 20,000 image (400 megapixels, 1.2 GB decoded as RGB) is about 50 KB.
 */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip archive holding one stored (uncompressed) file. */
export function zipWithOneFile(name: string, content: string): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">'
    + '<script>fetch("/api/account").then((r) => r.text()).then(alert)</script><rect width="100" height="100"/></svg>',
);


/** True when a TIFF-structured EXIF block (as sharp's metadata gives it) points at a GPS IFD from IFD0. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  return Array.from({ length: entries }, (_, i) => u16(ifd0 + 2 + i * 12)).includes(0x8825);
}

/** The marker bytes of a JPEG's segments before its image data (0xe0 APP0 ... 0xda SOS). */
export function jpegSegmentMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

export type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Buffer; type?: string };

export const BOUNDARY = '----acrewise-test-boundary';

export function partHeader(part: Part): Buffer {
  const disposition = 'fileName' in part
    ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
    : `form-data; name="${part.name}"`;
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
}

export function multipartBody(parts: readonly Part[]) {
  return Buffer.concat([
    ...parts.flatMap((part) => [partHeader(part), 'fileName' in part ? part.bytes : Buffer.from(part.value), Buffer.from('\r\n')]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

export const uploadUrl = 'http://land.localhost/api/uploads';
export const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

export function multipartRequest(parts: readonly Part[], headers: Record<string, string> = {}): Request {
  return new Request(uploadUrl, { method: 'POST', body: multipartBody(parts), headers: { 'content-type': multipartType, ...headers } });
}

/**
 * A request streaming one file of `fileBytes` bytes in 64 KB chunks, made only when the reader asks,
 * without a Content-Length; `source` counts what was pulled and whether the reader cancelled.
 */
export function streamedFileRequest(fileBytes: number, fileName = 'big.jpg') {
  const CHUNK = 64 * 1024;
  const source = { pulled: 0, cancelled: false, ended: false };
  const head = partHeader({ name: 'photos', fileName, bytes: Buffer.alloc(0), type: 'image/jpeg' });
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  let sentHead = false;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!sentHead) {
          sentHead = true;
          return controller.enqueue(head);
        }
        if (sent >= fileBytes) {
          source.ended = true;
          controller.enqueue(tail);
          return controller.close();
        }
        const chunk = Buffer.alloc(Math.min(CHUNK, fileBytes - sent), 0x5a);
        sent += chunk.length;
        source.pulled = sent;
        controller.enqueue(chunk);
      },
      cancel() {
        source.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(uploadUrl, {
    method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': multipartType },
  } as RequestInit & { duplex: 'half' });
  return { request, source };
}

/** A refusal a seller can read: a whole sentence, no library, stack or code text. */
export function expectPlainEnglish(message: string): void {
  expect(message).toMatch(/^[A-Z][^\n]{10,300}[.)]$/);
  expect(message).not.toMatch(/sharp|vips|busboy|heif:|Error|undefined|null|NaN|\bat \w+ \(|[{}<]|\s{2}/);
}
