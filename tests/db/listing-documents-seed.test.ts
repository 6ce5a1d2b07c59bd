import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { env } from '@/lib/env';
import { getListingDetail } from '@/lib/listings/detail';
import { TEST_LISTINGS } from './global-setup';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const count = async (text: string) => Number((await database.sql<{ n: string }>(text))[0]?.n);
const withDocuments = "exists (select 1 from listing_media m where m.listing_id = l.id and m.kind = 'document')";
// The seeder's listings are ids 1..TEST_LISTINGS; other test files add listings and documents as sellers.
const seeded = `l.id <= ${TEST_LISTINGS}`;
// Premium (23), signature (30) or an upgrade (gold 1 and up): about a third carry documents.
const premiumOrBetter = '(l.listing_level in (23, 30) or l.upgrade_level_id >= 1)';

describe(`seeded listing documents on ${inject('databaseEngine')}`, () => {
  it('go to some paid listings, about a third of premium and better ones, and to no free-tier or courtesy listing', async () => {
    expect(await count(`select count(*)::text as n from listings l where ${seeded} and (l.listing_level = 3 or l.upgrade_level_id = -10) and ${withDocuments}`)).toBe(0);
    expect(await count(`select count(*)::text as n from listings l where ${seeded} and l.listing_level = 3`)).toBeGreaterThan(0);
    const better = await count(`select count(*)::text as n from listings l where ${seeded} and ${premiumOrBetter} and l.upgrade_level_id <> -10`);
    const betterWith = await count(`select count(*)::text as n from listings l where ${seeded} and ${premiumOrBetter} and l.upgrade_level_id <> -10 and ${withDocuments}`);
    expect(better).toBeGreaterThan(100);
    expect(betterWith / better).toBeGreaterThan(0.2);
    expect(betterWith / better).toBeLessThan(0.5);
    expect(await count(`select max(c)::text as n from (select count(*) as c from listing_media where kind = 'document' and listing_id <= ${TEST_LISTINGS} group by listing_id) t`)).toBeLessThanOrEqual(3);
  });

  it('are titled PDFs in documents rows, each file under MEDIA_DIR', async () => {
    const rows = await database.sql<{ alt_text: string | null; content_type: string; storage_key: string }>(
      "select m.alt_text, d.content_type, d.storage_key from listing_media m join documents d on d.id = m.document_id where m.kind = 'document' and m.listing_id <= $1", [TEST_LISTINGS],
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => r.alt_text))).toEqual(new Set(['Survey plat', 'Soil report', 'Property brochure']));
    expect(rows.filter((r) => r.content_type !== 'application/pdf')).toEqual([]);
    for (const { storage_key } of rows) {
      expect(fs.readFileSync(path.join(env().MEDIA_DIR, storage_key)).subarray(0, 8).toString('latin1'), storage_key).toBe('%PDF-1.4');
    }
    expect(await count("select count(*)::text as n from listing_media where kind = 'document' and document_id is null")).toBe(0);
  });

  it('reach the listing page’s read in position order, each with its link', async () => {
    const [listing] = await database.sql<{ id: string }>(`select l.id::text from listings l where ${withDocuments} order by l.id limit 1`);
    const rows = await database.sql<{ document_id: string; alt_text: string }>(
      "select document_id::text, alt_text from listing_media where listing_id = $1 and kind = 'document' order by position", [listing?.id],
    );
    const detail = await getListingDetail(Number(listing?.id));
    expect(detail?.media.documents).toEqual(rows.map((r) => ({ documentId: Number(r.document_id), title: r.alt_text, href: `/api/documents/${r.document_id}` })));
    expect(detail?.media.photos.length).toBeGreaterThan(0);
  });
});
