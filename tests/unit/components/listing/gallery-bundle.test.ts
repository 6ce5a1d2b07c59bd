import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the listing page's first load carries from the gallery and the map section: the modules reached
// by static imports (dynamic import() calls are chunks loaded later). Swiper, MapLibre and zod must
// not be among them (DESIGN §6: map and carousel code on demand, first load <= 150 KB).

const root = path.resolve(import.meta.dirname, '../../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveFile(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every package reached by static imports from `entry`, through our own files. */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (match[0].includes('import type') || match[0].includes('export type')) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const next = resolveFile(specifier, file);
        if (next) queue.push(next);
      } else {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
      }
    }
  }
  // The walk followed our own imports (a broken resolver would see the entry alone and pass anything).
  expect(seen.size).toBeGreaterThan(1);
  return packages;
}

describe('listing gallery and map section: first-load code', () => {
  it.each(['components/listing/gallery/listing-gallery.tsx', 'components/listing/maps/listing-map-section.tsx'])(
    '%s loads no Swiper, MapLibre or zod until asked',
    (entry) => {
      const packages = staticPackages(entry);
      expect(packages).toContain('react');
      for (const heavy of ['swiper', 'maplibre-gl', 'react-map-gl', 'zod']) expect(packages).not.toContain(heavy);
    },
  );

  it('the carousel chunk itself carries Swiper but still no zod', () => {
    const packages = staticPackages('components/listing/gallery/full-screen-carousel.tsx');
    expect(packages).toContain('swiper');
    expect(packages).not.toContain('zod');
    expect(packages).not.toContain('maplibre-gl');
  });

  it.each([
    'components/listing/actions/listing-actions.tsx',
    'components/listing/contact/contact-card.tsx',
    'components/listing/broker/see-phone-button.tsx',
    'components/listing/broker/broker-website-link.tsx',
    'components/listing/broker/listing-view-tracker.tsx',
    'components/listing/document-link.tsx',
    'components/listing/recently-viewed.tsx',
  ])('%s (a first-load island of the listing page) loads no zod, form library or SWR until asked', (entry) => {
    const packages = staticPackages(entry);
    for (const heavy of ['zod', 'react-hook-form', '@hookform/resolvers', 'swr', 'swiper', 'maplibre-gl']) expect(packages).not.toContain(heavy);
  });
});
