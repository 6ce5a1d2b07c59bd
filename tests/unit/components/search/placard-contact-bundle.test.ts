import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticPackages } from '../static-packages';

// The search and listing pages are at their first-load budget (DESIGN §6, 150 KB): a placard's
// "Contact broker" adds one small island to them, and the modal, the form and their schemas come in a
// chunk fetched when the visitor reaches for the link.

const root = path.resolve(import.meta.dirname, '../../../..');
const heavy = ['zod', 'react-hook-form', '@hookform/resolvers', 'swr', 'swiper', 'maplibre-gl'];

describe("a placard's contact action: first-load code", () => {
  it('the placard brings no schema, form library or carousel into the first load', () => {
    const packages = staticPackages('components/search/listing-placard.tsx');
    expect(packages).toContain('react');
    for (const name of heavy) expect(packages).not.toContain(name);
  });

  it('the island itself imports React alone; the modal is an import() made on demand', () => {
    const text = fs.readFileSync(path.join(root, 'components/search/placard-contact-action.tsx'), 'utf8');
    const runtimeImports = [...text.matchAll(/^import\s+(?!type\s)(.*?)\s+from\s+'([^']+)'/gm)].map((match) => match[2]);
    expect(runtimeImports).toEqual(['react']);
    expect(text).toContain("import('@/components/listing/contact/listing-contact-dialog')");
  });

  it('the chunk carries the schema that reads the contact answer, so none of it is first-load code', () => {
    expect(staticPackages('components/listing/contact/listing-contact-dialog.tsx')).toContain('zod');
  });
});
