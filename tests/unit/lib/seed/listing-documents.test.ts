import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMediaStore } from '@/lib/media-store';
import { documentShare, generateListingDocuments, PDF_CONTENT_TYPE, sampleDocumentFiles, writeDocumentFiles } from '@/lib/seed/listing-documents';
import { pdfString } from '@/lib/seed/pdf-document';
import { ListingTier, UpgradeLevel } from '@/lib/domain/listing-tier';
import { stateById } from '@/lib/geo/states';
import { inventory, type SeededInventory } from './fixtures';
import { pdfStructure } from './pdf-structure';

const SEED = 20261122;
const COUNT = 3000;
let seeded: SeededInventory;
beforeAll(async () => {
  seeded = await inventory(SEED, COUNT);
});

const generated = () => seeded.listings.map((draft) => ({ draft, docs: generateListingDocuments(SEED, draft, 1000, false) }));
const premiumOrBetter = (tier: number, upgrade: number) => upgrade >= UpgradeLevel.GOLD || tier === ListingTier.PREMIUM || tier === ListingTier.SIGNATURE;

describe('seeded listing documents', () => {
  it('go to about a third of premium and better listings, fewer standard ones, and no free-tier or courtesy listing', () => {
    const all = generated();
    const free = all.filter(({ draft }) => draft.row.listingLevel === ListingTier.FREE || draft.row.upgradeLevelId === UpgradeLevel.COURTESY);
    expect(free.length).toBeGreaterThan(100);
    expect(free.filter(({ docs }) => docs.documents.length > 0)).toEqual([]);
    const better = all.filter(({ draft }) => !free.some((f) => f.draft === draft) && premiumOrBetter(draft.row.listingLevel, draft.row.upgradeLevelId ?? 0));
    const share = better.filter(({ docs }) => docs.documents.length > 0).length / better.length;
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.42);
    const counts = all.map(({ docs }) => docs.documents.length).filter((n) => n > 0);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(3);
  });

  it('are PDF documents rows with listing_media rows of kind document, titled, in order, ids from the first free one', () => {
    const { draft, docs } = generated().find(({ docs: d }) => d.documents.length === 3) ?? {};
    if (!draft || !docs) throw new Error('no listing with three documents');
    expect(docs.documents.map((d) => [d.id, d.contentType])).toEqual([[1000, PDF_CONTENT_TYPE], [1001, PDF_CONTENT_TYPE], [1002, PDF_CONTENT_TYPE]]);
    expect(docs.media.map((m) => [m.listingId, m.documentId, m.kind, m.position])).toEqual([0, 1, 2].map((i) => [draft.row.id, 1000 + i, 'document', i]));
    expect(new Set(docs.media.map((m) => m.altText))).toEqual(new Set(['Survey plat', 'Soil report', 'Property brochure']));
    expect(docs.files.map((f) => f.storageKey)).toEqual(docs.documents.map((d) => d.storageKey));
    for (const key of docs.documents.map((d) => d.storageKey)) expect(key).toMatch(new RegExp(`^seed/documents/${draft.row.id}-[a-z-]+-[0-9a-f]{12}\\.pdf$`));
  });

  it('are valid one-page PDFs naming the document, the listing, its acres, county and state', () => {
    const withDocs = generated().filter(({ docs }) => docs.files.length > 0).slice(0, 40);
    expect(withDocs.length).toBe(40);
    for (const { draft, docs } of withDocs) {
      docs.files.forEach((file, i) => {
        const { content } = pdfStructure(file.bytes);
        expect(content).toContain(pdfString(docs.media[i]?.altText ?? ''));
        expect(content).toContain(pdfString(`LISTING ${draft.row.id}`));
        expect(content).toContain(pdfString(draft.row.acres.toLocaleString('en-US', { maximumFractionDigits: 2 })));
        expect(content).toContain(pdfString(draft.place.county.fullName));
        expect(content).toContain(pdfString(stateById(draft.place.stateId)?.name ?? 'no state'));
      });
    }
  });

  it('draw the same bytes for the same listing and seed, from the listing’s own stream', () => {
    const draft = generated().find(({ docs }) => docs.files.length > 0)?.draft;
    if (!draft) throw new Error('no listing with documents');
    const a = generateListingDocuments(SEED, draft, 1, false);
    const b = generateListingDocuments(SEED, draft, 1, false);
    expect(a.files.map((f) => f.bytes.toString('base64'))).toEqual(b.files.map((f) => f.bytes.toString('base64')));
    expect(a.files.map((f) => f.storageKey)).toEqual(b.files.map((f) => f.storageKey));
  });

  it('share one generic file per kind in a large run, and only upgraded listings have them', () => {
    expect(documentShare(ListingTier.PREMIUM, UpgradeLevel.TIER, true)).toBe(0);
    expect(documentShare(ListingTier.STANDARD, UpgradeLevel.GOLD, true)).toBeGreaterThan(0);
    expect(documentShare(ListingTier.FREE, UpgradeLevel.TIER, false)).toBe(0);
    expect(documentShare(ListingTier.SIGNATURE, UpgradeLevel.COURTESY, false)).toBe(0);
    const samples = Object.values(sampleDocumentFiles()).map((f) => f.storageKey);
    const large = seeded.listings.map((draft) => generateListingDocuments(SEED, draft, 1, true)).filter((d) => d.documents.length > 0);
    expect(large.length).toBeGreaterThan(0);
    for (const d of large) {
      expect(d.files).toEqual([]);
      for (const row of d.documents) expect(samples).toContain(row.storageKey);
    }
    for (const file of Object.values(sampleDocumentFiles())) expect(pdfStructure(file.bytes).content).toContain('(SAMPLE DOCUMENT)');
  });
});

describe('writing document files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acrewise-documents-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each file once under its key and keeps a file already there', async () => {
    const files = Object.values(sampleDocumentFiles());
    await writeDocumentFiles(new FileMediaStore(dir), files);
    for (const f of files) expect(fs.readFileSync(path.join(dir, f.storageKey)).equals(f.bytes)).toBe(true);
    const first = files[0];
    if (!first) throw new Error('no sample');
    const before = fs.statSync(path.join(dir, first.storageKey)).mtimeMs;
    await writeDocumentFiles(new FileMediaStore(dir), [first]);
    expect(fs.statSync(path.join(dir, first.storageKey)).mtimeMs).toBe(before);
    expect(fs.readdirSync(path.join(dir, 'seed/documents')).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});
