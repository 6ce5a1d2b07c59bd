import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { GET, HEAD, POST } from '@/app/api/documents/[id]/route';
import { env } from '@/lib/env';
import { pdfStructure } from '../unit/lib/seed/pdf-structure';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const request = (id: string, method = 'GET') =>
  new Request(`http://land.localhost/api/documents/${id}`, { method, headers: { host: 'land.localhost' } });
const get = (id: string) => GET(request(id), { params: Promise.resolve({ id }) });

async function seededDocument(): Promise<{ id: string; title: string; storageKey: string }> {
  const [row] = await database.sql<{ id: string; alt_text: string; storage_key: string }>(
    "select d.id::text, m.alt_text, d.storage_key from listing_media m join documents d on d.id = m.document_id where m.kind = 'document' order by d.id limit 1",
  );
  if (!row) throw new Error('the seed wrote no documents');
  return { id: row.id, title: row.alt_text, storageKey: row.storage_key };
}

// Rows this file adds to the shared database, removed at the end.
const added: string[] = [];
afterAll(async () => {
  if (added.length === 0) return;
  await database.sql('delete from listing_media where document_id = any($1::bigint[])', [added]);
  await database.sql('delete from documents where id = any($1::bigint[])', [added]);
});

describe(`GET /api/documents/{id} on ${inject('databaseEngine')}`, () => {
  it('answers a seeded document with its PDF bytes, inline under its title, cached as immutable', async () => {
    const document = await seededDocument();
    const response = await get(document.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${document.title.toLowerCase().replace(/ /g, '-')}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(body).equals(fs.readFileSync(path.join(env().MEDIA_DIR, document.storageKey)))).toBe(true);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(pdfStructure(body).objects).toBe(7);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const document = await seededDocument();
    const response = await HEAD(request(document.id, 'HEAD'), { params: Promise.resolve({ id: document.id }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 in JSON for an unknown id and for a document that is not a listing’s PDF', async () => {
    const [photo] = await database.sql<{ id: string }>("select document_id::text as id from listing_media where kind = 'photo' order by id limit 1");
    for (const id of ['999999999', photo?.id ?? '']) {
      const response = await get(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ errors: ['No such document'] });
    }
  });

  it('answers 404 for a listing document whose storage key leads outside MEDIA_DIR, or whose file is missing', async () => {
    const [listing] = await database.sql<{ id: string }>('select id::text from listings order by id limit 1');
    for (const storageKey of ['../../../etc/passwd', 'seed/documents/missing.pdf']) {
      const [row] = await database.sql<{ id: string }>("insert into documents (storage_key, content_type) values ($1, 'application/pdf') returning id::text", [storageKey]);
      if (!row) throw new Error('insert failed');
      added.push(row.id);
      await database.sql("insert into listing_media (listing_id, document_id, kind, position, alt_text) values ($1, $2, 'document', 99, 'Outside')", [listing?.id, row.id]);
      expect((await get(row.id)).status, storageKey).toBe(404);
    }
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['01'], ['99999999999999999'], ['%2e%2e']])('answers 400 with the reasons to %j', async (id) => {
    const response = await get(id);
    expect(response.status).toBe(400);
    expect((await response.json()).errors.length).toBeGreaterThan(0);
  });

  it('takes GET and HEAD only', async () => {
    const response = await POST(request('1', 'POST'), { params: Promise.resolve({ id: '1' }) });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
