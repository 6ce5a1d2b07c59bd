import { forgetInventoryCounts } from '@/lib/listings/inventory-counts';
import { forgetStateAreaCounts } from '@/lib/search/state-area-counts';

// Runs before every database test file, also where files share one module graph (vitest.config.ts
// `db`): counts the app keeps for a minute are read afresh, so a file sees the listings as the files
// before it left them, not as they were when an earlier file first asked.
forgetInventoryCounts();
forgetStateAreaCounts();
