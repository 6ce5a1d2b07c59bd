import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticPackages } from '../static-packages';

// The numbers page's chart library is a chunk of its own (docs/seller-numbers.md): only the chart's
// module imports recharts, and the page reaches it through next/dynamic, never a static import.

const root = path.resolve(import.meta.dirname, '../../../..');

describe('numbers page: the chart\'s code', () => {
  it.each(['components/seller/listing-numbers.tsx', 'components/account-pages/seller-section-page.tsx'])('%s loads no recharts until a chart is shown', (entry) => {
    const packages = staticPackages(entry);
    expect(packages).toContain('react');
    expect(packages).not.toContain('recharts');
  });

  it('only the chart module imports recharts', () => {
    const importers = ['app', 'components', 'lib'].flatMap((folder) =>
      fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(folder, file).split(path.sep).join('/'))
        .filter((file) => /from\s+['"]recharts(\/[^'"]*)?['"]/.test(fs.readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(importers).toEqual(['components/seller/numbers-chart.tsx']);
  });
});
