import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it, vi } from 'vitest';
import * as documentsRoute from '@/app/api/seller/uploads/documents/route';
import * as photosRoute from '@/app/api/seller/uploads/photos/route';
import * as publish from '@/app/api/seller/drafts/[id]/publish/route';
import { env } from '@/lib/env';
import { storeUploads } from '@/lib/listing-editor/upload-store';
import { mediaStore } from '@/lib/media-store';
import { exifHasGps, minimalPdf, phonePhoto, pngBomb, svgWithScript, zipWithOneFile } from '../unit/lib/uploads/fixtures';
import { useTestDatabase } from './helpers';
import { call, completeDraft, newSeller, params, saveStep } from './seller-workspace';
import { formRequest, newUserSession } from './user-session';

// The seller upload routes (docs/seller-workspace.md "Uploading"): photos made safe and stored for the
// seller's account, listing PDFs checked and stored, every request all or nothing; and what a seller
// uploaded is theirs alone to attach to a listing.

const database = useTestDatabase();

interface Upload { field: string; name: string; bytes: Buffer; type?: string }

const PHOTOS_PATH = '/api/seller/uploads/photos';
const DOCUMENTS_PATH = '/api/seller/uploads/documents';

function uploadForm(files: readonly Upload[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

const photo = (name: string, bytes: Buffer, type = 'image/jpeg'): Upload => ({ field: 'photos', name, bytes, type });
const pdf = (name: string, bytes: Buffer): Upload => ({ field: 'documents', name, bytes, type: 'application/pdf' });

const sendPhotos = (files: readonly Upload[], cookie?: string) => photosRoute.POST(formRequest('land', PHOTOS_PATH, uploadForm(files), { cookie }), params());
const sendDocuments = (files: readonly Upload[], cookie?: string) => documentsRoute.POST(formRequest('land', DOCUMENTS_PATH, uploadForm(files), { cookie }), params());

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });
const pngPhoto = () => solid(40, 30, '#208020').png().toBuffer();
const webpPhoto = () => solid(50, 20, '#202080').webp().toBuffer();

/** Every file under the media store's uploads folder, hidden temp and content-type files included. */
function uploadedFiles(): string[] {
  const root = path.join(env().MEDIA_DIR, 'uploads');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)) : [];
}

const documentCount = async () => (await database.sql<{ count: number }>('select count(*)::int as count from documents'))[0]?.count ?? 0;

/** What is stored now, to compare after a request that must store nothing. */
const storedState = async () => ({ documents: await documentCount(), files: uploadedFiles().sort() });

interface DocumentRow { id: string; account_id: string | null; content_type: string; width: number | null; height: number | null; storage_key: string }
const documentRows = (ids: readonly number[]) =>
  database.sql<DocumentRow>('select id, account_id, content_type, width, height, storage_key from documents where id = any($1::bigint[]) order by id', [ids]);

async function storedObject(key: string) {
  const stored = await mediaStore().get(key);
  if (!stored) throw new Error(`nothing stored under ${key}`);
  return stored;
}

/** The RGB of one pixel of an image. */
async function pixel(image: Buffer, left: number, top: number): Promise<number[]> {
  return [...(await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
}

async function refusal(response: Response): Promise<{ status: number; errors: string[] }> {
  return { status: response.status, errors: (await response.json()).errors };
}

describe(`seller uploads on ${inject('databaseEngine')}`, () => {
  it('stores a sideways phone JPEG with GPS, a PNG and a WebP as upright JPEGs without metadata, owned by the seller\'s account', async () => {
    const { cookie, accountId } = await newSeller();
    const phone = await phonePhoto();
    expect((await sharp(phone).metadata()).orientation).toBe(6);
    const filesBefore = uploadedFiles().length;
    const response = await sendPhotos([photo('IMG_2041.jpg', phone), photo('pond.png', await pngPhoto(), 'image/png'), photo('gate.webp', await webpPhoto(), 'image/webp')], cookie);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toEqual([
      { documentId: expect.any(Number), name: 'IMG_2041.jpg', width: 200, height: 300, src: expect.stringMatching(/^\/resizedimages\/81\/122\/cover\/80\/webp\/1-\d+$/) },
      { documentId: expect.any(Number), name: 'pond.png', width: 40, height: 30, src: expect.any(String) },
      { documentId: expect.any(Number), name: 'gate.webp', width: 50, height: 20, src: expect.any(String) },
    ]);
    const ids: number[] = data.map((item: { documentId: number }) => item.documentId);
    expect(data[0].src).toBe(`/resizedimages/81/122/cover/80/webp/1-${ids[0]}`);

    expect(uploadedFiles()).toHaveLength(filesBefore + 3);
    const rows = await documentRows(ids);
    expect(rows.map((row) => [Number(row.id), Number(row.account_id), row.content_type, row.width, row.height])).toEqual([
      [ids[0], accountId, 'image/jpeg', 200, 300],
      [ids[1], accountId, 'image/jpeg', 40, 30],
      [ids[2], accountId, 'image/jpeg', 50, 20],
    ]);
    for (const row of rows) {
      expect(row.storage_key).toMatch(new RegExp(`^uploads/${accountId}/[0-9a-f-]{36}\\.jpg$`));
      const stored = await storedObject(row.storage_key);
      expect(stored.contentType).toBe('image/jpeg');
      const metadata = await sharp(stored.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', row.width, row.height]);
      expect(metadata.orientation ?? 1).toBe(1);
      expect({ exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc }).toEqual({ exif: undefined, xmp: undefined, icc: undefined });
    }
    // The fixture carried a GPS position; the stored photo is upright: red on top, blue below.
    const phoneMetadata = await sharp(phone).metadata();
    expect(phoneMetadata.exif && exifHasGps(phoneMetadata.exif)).toBe(true);
    const upright = (await storedObject(rows[0]?.storage_key ?? '')).bytes;
    const [top, bottom] = [await pixel(upright, 100, 30), await pixel(upright, 100, 270)];
    expect(top[0]).toBeGreaterThan(180);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(180);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('refuses a visitor without a session (401) and a buyer (403), storing nothing', async () => {
    const before = await storedState();
    const png = await pngPhoto();
    expect((await sendPhotos([photo('pond.png', png)])).status).toBe(401);
    const buyer = await newUserSession();
    const refused = await sendPhotos([photo('pond.png', png)], buyer.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0]).toMatch(/Become a seller/);
    expect((await sendDocuments([pdf('survey.pdf', minimalPdf())], buyer.cookie)).status).toBe(403);
    expect(await storedState()).toEqual(before);
  });

  it('refuses a zip named .jpg, an SVG with a script and a 20,000 x 20,000 PNG, naming each file, and stores nothing', async () => {
    const { cookie } = await newSeller();
    const before = await storedState();
    const zip = photo('IMG_2041.jpg', zipWithOneFile('notes.txt', 'not a photo'));
    const svg = photo('logo.svg', svgWithScript, 'image/svg+xml');
    const bomb = photo('aerial.png', pngBomb(20_000, 20_000), 'image/png');

    expect(await refusal(await sendPhotos([zip], cookie))).toEqual({
      status: 415, errors: ['IMG_2041.jpg: This file is not a photo. Please send JPEG, PNG, WebP, GIF or AVIF images.'],
    });
    expect(await refusal(await sendPhotos([svg], cookie))).toEqual({
      status: 415, errors: ['logo.svg: This file is not a photo. Please send JPEG, PNG, WebP, GIF or AVIF images.'],
    });
    expect(await refusal(await sendPhotos([bomb], cookie))).toEqual({
      status: 422, errors: ['aerial.png: This photo is 20,000 x 20,000 pixels; a photo can have at most 50 megapixels. Please send a smaller size.'],
    });
    // Together: one message per file, the status of the first.
    const all = await refusal(await sendPhotos([zip, svg, bomb], cookie));
    expect(all.status).toBe(415);
    expect(all.errors.map((error) => error.split(':')[0])).toEqual(['IMG_2041.jpg', 'logo.svg', 'aerial.png']);
    expect(await storedState()).toEqual(before);
  });

  it('stores nothing when the second of three photos is refused', async () => {
    const { cookie, accountId } = await newSeller();
    const before = await storedState();
    const batch = [photo('IMG_2041.jpg', await phonePhoto()), photo('IMG_2042.jpg', Buffer.from('Sent from my phone')), photo('pond.png', await pngPhoto())];
    expect(await refusal(await sendPhotos(batch, cookie))).toEqual({
      status: 415, errors: ['IMG_2042.jpg: This file is not a photo. Please send JPEG, PNG, WebP, GIF or AVIF images.'],
    });
    expect(await storedState()).toEqual(before);
    expect(await database.sql('select id from documents where account_id = $1', [accountId])).toHaveLength(0);
  });

  it('refuses a form that is not an upload of photos: 31 photos, files in another field, no file, a JSON body', async () => {
    const { cookie } = await newSeller();
    const before = await storedState();
    const png = await pngPhoto();
    const many = Array.from({ length: 31 }, (_, i) => photo(`photo-${i}.png`, png));
    expect(await refusal(await sendPhotos(many, cookie))).toEqual({ status: 413, errors: ['Send at most 30 photos at a time.'] });
    expect(await refusal(await sendPhotos([{ field: 'file', name: 'pond.png', bytes: png }], cookie))).toEqual({ status: 400, errors: ['Send the photos in the form field "photos".'] });
    expect(await refusal(await sendPhotos([], cookie))).toEqual({ status: 400, errors: ['Choose at least one photo to upload.'] });
    const json = await photosRoute.POST(call(cookie, PHOTOS_PATH, 'POST', { photos: [] }), params());
    expect(await refusal(json)).toEqual({ status: 415, errors: ['Send the files as a form upload (multipart/form-data).'] });
    expect(await storedState()).toEqual(before);
  });

  it('stores a PDF byte for byte and refuses a file that only begins like one', async () => {
    const { cookie, accountId } = await newSeller();
    const survey = minimalPdf();
    const response = await sendDocuments([pdf('Survey plat.pdf', survey)], cookie);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toEqual([{ documentId: expect.any(Number), name: 'Survey plat.pdf', bytes: survey.length }]);
    const [row] = await documentRows([data[0].documentId]);
    expect([Number(row?.account_id), row?.content_type, row?.width, row?.height]).toEqual([accountId, 'application/pdf', null, null]);
    expect(row?.storage_key).toMatch(new RegExp(`^uploads/${accountId}/[0-9a-f-]{36}\\.pdf$`));
    const stored = await storedObject(row?.storage_key ?? '');
    expect([stored.contentType, stored.bytes.equals(survey)]).toEqual(['application/pdf', true]);

    const before = await storedState();
    const fake = pdf('soil-report.pdf', Buffer.from('%PDF-1.7\n<html>this is a web page</html>\n'));
    expect(await refusal(await sendDocuments([pdf('brochure.pdf', survey), fake], cookie))).toEqual({
      status: 415, errors: ['soil-report.pdf: This file is not a PDF. Please send listing documents as PDF files.'],
    });
    expect(await storedState()).toEqual(before);
  });

  it('removes what it stored when a later write fails: a put (500 to the seller) or the documents insert', async () => {
    const { cookie, accountId } = await newSeller();
    const before = await storedState();
    const store = mediaStore();
    const put = store.put.bind(store);
    let puts = 0;
    const failing = vi.spyOn(store, 'put').mockImplementation(async (key, bytes, contentType) => {
      puts += 1;
      // The second write fails after the first has landed.
      if (puts === 2) throw new Error('disk full');
      return put(key, bytes, contentType);
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const png = await pngPhoto();
      const response = await sendPhotos([photo('a.png', png), photo('b.png', png), photo('c.png', png)], cookie);
      expect(await refusal(response)).toEqual({ status: 500, errors: ['Something went wrong on our side'] });
      expect(puts).toBe(3);
    } finally {
      failing.mockRestore();
      quiet.mockRestore();
    }
    expect(await storedState()).toEqual(before);

    // A height the column cannot hold fails the insert after every object was written.
    const files = [{ bytes: minimalPdf(), contentType: 'application/pdf' as const, extension: 'pdf' as const, width: null, height: 2 ** 31 }];
    await expect(storeUploads(accountId, files)).rejects.toThrow();
    expect(await storedState()).toEqual(before);
  });

  it('publishes a listing with the seller\'s own uploads; another seller cannot attach them', async () => {
    const owner = await newSeller();
    const photoId: number = (await (await sendPhotos([photo('pond.png', await pngPhoto())], owner.cookie)).json()).data[0].documentId;
    const pdfId: number = (await (await sendDocuments([pdf('survey.pdf', minimalPdf())], owner.cookie)).json()).data[0].documentId;
    const media = { photos: [{ documentId: photoId, alt: 'Stock pond' }], documents: [{ documentId: pdfId, title: 'Survey plat' }] };

    const draftId = await completeDraft(owner.cookie);
    expect((await saveStep(owner.cookie, draftId, 'media', media)).status).toBe(200);
    const published = await publish.POST(call(owner.cookie, `/api/seller/drafts/${draftId}/publish`, 'POST'), params({ id: draftId }));
    expect(published.status).toBe(201);
    const { listingId } = (await published.json()).data;
    const mediaRows = await database.sql<{ kind: string; document_id: string }>('select kind, document_id from listing_media where listing_id = $1 order by kind', [listingId]);
    expect(mediaRows.map((row) => [row.kind, Number(row.document_id)])).toEqual([['document', pdfId], ['photo', photoId]]);

    const other = await newSeller();
    const attempts = [
      { media: { photos: media.photos }, field: 'media.photos', message: 'A photo is not one you uploaded.' },
      { media: { documents: media.documents }, field: 'media.documents', message: 'A document is not one you uploaded.' },
    ];
    for (const attempt of attempts) {
      const otherDraft = await completeDraft(other.cookie);
      expect((await saveStep(other.cookie, otherDraft, 'media', attempt.media)).status).toBe(200);
      const refused = await publish.POST(call(other.cookie, `/api/seller/drafts/${otherDraft}/publish`, 'POST'), params({ id: otherDraft }));
      expect(refused.status).toBe(422);
      expect((await refused.json()).fields).toEqual({ [attempt.field]: attempt.message });
    }
  });
});
