// Validates every brand file and its messages; exits non-zero with the file and field on failure.
import { loadBrands } from '../lib/brand/load-brands';
import { loadMessages } from '../lib/brand/messages';

try {
  const brands = loadBrands();
  for (const brand of brands) loadMessages(brand.key);
  console.log(`brands ok: ${brands.map((b) => b.key).join(', ')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
