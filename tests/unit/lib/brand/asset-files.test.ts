import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingAssetProblems, namedAssetFiles } from '@/lib/brand/asset-files';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';

// `npm run brands:check` refuses a brand file that names a file its folder lacks (docs/home-page.md).

const land = siteBrand('land') as SiteBrand;

describe('brand asset files', () => {
  it("name the logo, the icon and the home page's hero, and every brand has them", () => {
    expect(namedAssetFiles(land)).toEqual(['logo.svg', 'icon.svg', 'hero.svg']);
    for (const key of ['land', 'farm', 'rec']) expect(missingAssetProblems(siteBrand(key) as SiteBrand)).toEqual([]);
  });

  it('names each file a brand folder lacks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-assets-'));
    fs.mkdirSync(path.join(dir, 'land'));
    fs.writeFileSync(path.join(dir, 'land', 'logo.svg'), '<svg/>');
    expect(missingAssetProblems(land, dir)).toEqual([
      'brands/land/brand.json: names icon.svg, which is not in brands/land/',
      'brands/land/brand.json: names hero.svg, which is not in brands/land/',
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
