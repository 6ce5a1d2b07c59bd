import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingAssetProblems, namedAssetFiles } from '@/lib/brand/asset-files';
import { heroArt, unsafeSvgProblems } from '@/lib/brand/hero-art';
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

  it('refuse a hero drawing that could run or fetch anything, since the home page draws it inline', () => {
    expect(unsafeSvgProblems('<svg viewBox="0 0 1 1"><defs><linearGradient id="a"/></defs><rect fill="url(#a)"/></svg>')).toEqual([]);
    for (const [markup, problem] of [
      ['<svg><script>alert(1)</script></svg>', 'has a script'],
      ['<svg><rect onclick="x()"/></svg>', 'has an event handler attribute'],
      ['<svg><image href="https://evil.example/p.png"/></svg>', 'has a link to another file or site'],
      ['<svg><rect style="fill:url(https://evil.example/x)"/></svg>', 'has a url() to another file or site'],
      ['<svg><foreignObject><div/></foreignObject></svg>', 'has a foreignObject'],
      ['<div><svg/></div>', 'does not start with <svg>'],
    ] as const) expect(unsafeSvgProblems(markup), markup).toContain(problem);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-hero-'));
    fs.mkdirSync(path.join(dir, 'land'));
    for (const file of ['logo.svg', 'icon.svg']) fs.writeFileSync(path.join(dir, 'land', file), '<svg/>');
    fs.writeFileSync(path.join(dir, 'land', 'hero.svg'), '<svg><script>alert(1)</script></svg>');
    expect(missingAssetProblems(land, dir)).toEqual(['brands/land/hero.svg: has a script; the home page draws it inline']);
    fs.rmSync(dir, { recursive: true });
  });

  it('give the home page each brand\'s drawing to put inline', () => {
    for (const key of ['land', 'farm', 'rec']) expect(heroArt(siteBrand(key) as SiteBrand)).toMatchObject({ kind: 'svg', markup: expect.stringMatching(/^<svg /) });
  });
});
