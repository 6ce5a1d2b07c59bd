// A file's type from its first bytes, never from its name or the type the client declared. Only the
// types the pipeline accepts are recognised; anything else (zip, SVG, HTML, text, programs) is unknown.

export const sniffedTypes = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  pdf: 'application/pdf',
} as const;

export type SniffedType = keyof typeof sniffedTypes | 'unknown';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

// ISO-BMFF brands (ISO/IEC 23008-12 and the AVIF spec). `mif1`/`msf1` name a HEIF file without saying
// which codec; without an AVIF brand beside them the codec is HEVC in practice (phones).
const avifBrands = new Set(['avif', 'avis']);
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The major and compatible brands of an ISO-BMFF `ftyp` box at the start of the file, or null. */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  // A box holds its 8-byte header, the major brand and the minor version, then whole compatible brands.
  if (size < 16 || size > bytes.length || size % 4 !== 0) return null;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at < size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

function isoMediaType(bytes: Uint8Array): SniffedType {
  const brands = ftypBrands(bytes);
  if (!brands) return 'unknown';
  if (brands.some((brand) => avifBrands.has(brand))) return 'avif';
  if (brands.some((brand) => heifBrands.has(brand))) return 'heic';
  return 'unknown';
}

export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP' && /^VP8[ LX]$/.test(ascii(bytes, 12, 4))) return 'webp';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  // "%PDF-1.7": the header names the version, a digit, a dot and a digit.
  if (/^%PDF-\d\.\d$/.test(ascii(bytes, 0, 8))) return 'pdf';
  return isoMediaType(bytes);
}
