// Validates every brand file, its messages and, for a site brand, the files it names and its pages of text
// (docs/content-pages.md); exits non-zero naming the file and field or line of each problem.
import { missingAssetProblems } from '../lib/brand/asset-files';
import { loadBrands } from '../lib/brand/load-brands';
import { loadMessages } from '../lib/brand/messages';
import { contentPageProblems } from '../lib/content-pages/check-pages';

try {
  const brands = loadBrands();
  for (const brand of brands) loadMessages(brand.key);
  const problems = brands.flatMap((brand) => (brand.role === 'site' ? [...missingAssetProblems(brand), ...contentPageProblems(brand)] : []));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`brands ok: ${brands.map((b) => b.key).join(', ')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
