import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from '@/lib/uploads/sniff';
import { minimalPdf, pngBomb, svgWithScript, zipWithOneFile } from './fixtures';

/** An ISO-BMFF file start: an `ftyp` box with its brands, then the start of a `meta` box. */
function isoFile(major: string, compatible: readonly string[]): Buffer {
  const ftyp = Buffer.alloc(16 + 4 * compatible.length);
  ftyp.writeUInt32BE(ftyp.length, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => ftyp.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from('meta')]);
}

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');
const small = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a6' } });

describe('sniffFileType', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)],
    ['gif', text('GIF89a\x01\x00\x01\x00')],
    ['gif', text('GIF87a\x01\x00\x01\x00')],
    ['webp', text('RIFF\x24\x00\x00\x00WEBPVP8 \x18\x00\x00\x00')],
    ['webp', text('RIFF\x24\x00\x00\x00WEBPVP8L\x18\x00\x00\x00')],
    ['webp', text('RIFF\x24\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00')],
    ['pdf', text('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')],
    ['pdf', text('%PDF-2.0\n')],
    ['avif', isoFile('avif', ['mif1', 'avif', 'miaf'])],
    ['avif', isoFile('avis', ['avis', 'msf1', 'miaf'])],
    ['avif', isoFile('mif1', ['mif1', 'avif'])],
    ['heic', isoFile('heic', ['mif1', 'heic'])],
    ['heic', isoFile('heix', ['mif1', 'heix'])],
    ['heic', isoFile('mif1', ['mif1', 'heic'])],
    ['heic', isoFile('mif1', ['mif1'])],
    ['heic', isoFile('hevc', ['msf1', 'hevc'])],
  ])('reads %s from its signature', (expected, file) => {
    expect(sniffFileType(file)).toBe(expected);
  });

  it('reads the files sharp writes and the fixtures of the other tests', async () => {
    const written = await Promise.all([
      small().jpeg().toBuffer(), small().png().toBuffer(), small().webp().toBuffer(), small().webp({ lossless: true }).toBuffer(),
      small().gif().toBuffer(), small().avif().toBuffer(),
    ]);
    expect(written.map(sniffFileType)).toEqual(['jpeg', 'png', 'webp', 'webp', 'gif', 'avif']);
    expect([sniffFileType(pngBomb(64, 64)), sniffFileType(minimalPdf())]).toEqual(['png', 'pdf']);
  });

  it.each([
    ['a zip archive', zipWithOneFile('photo.jpg', 'not a photo')],
    ['an SVG with a script', svgWithScript],
    ['an SVG without an XML declaration', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an SVG after a byte order mark', Buffer.concat([bytes(0xef, 0xbb, 0xbf), svgWithScript])],
    ['HTML', text('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ['XML', text('<?xml version="1.0"?><root/>')],
    ['plain text', text('Just some words about the ranch.')],
    ['JSON', text('{"photo":"ranch.jpg"}')],
    ['a Linux program', text('\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00')],
    ['a Windows program', text('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00')],
    ['a shell script', text('#!/bin/sh\nrm -rf /\n')],
    ['a TIFF', bytes(0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0)],
    ['a BMP', text('BM\x46\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00')],
    ['a WAV (RIFF but not WebP)', text('RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00')],
    ['a WebP header without its chunk', text('RIFF\x24\x00\x00\x00WEBPXXXX\x00\x00\x00\x00')],
    ['an MP4 video', isoFile('isom', ['isom', 'iso2', 'avc1', 'mp41'])],
    ['a QuickTime movie', isoFile('qt  ', ['qt  '])],
    ['an ftyp box larger than the file', Buffer.concat([bytes(0, 0, 1, 0), text('ftypheicmif1')])],
    ['an ftyp box of an odd size', Buffer.concat([bytes(0, 0, 0, 18), text('ftypheic\0\0\0\0mif1\0\0')])],
    ['a PDF header without a version', text('%PDF-\n<html>')],
    ['a PDF header after other bytes', text('\n%PDF-1.7\n')],
    ['a lone JPEG start marker', bytes(0xff, 0xd8)],
    ['an empty file', Buffer.alloc(0)],
  ])('finds %s unknown', (_, file) => {
    expect(sniffFileType(file)).toBe('unknown');
  });

  it('reads a view into a larger buffer from the view\'s own start', () => {
    const file = isoFile('heic', ['mif1', 'heic']);
    const padded = Buffer.concat([Buffer.alloc(5, 0x41), file]);
    expect(sniffFileType(padded.subarray(5))).toBe('heic');
    expect(sniffFileType(new Uint8Array(padded.buffer, padded.byteOffset + 5, file.length))).toBe('heic');
  });
});
