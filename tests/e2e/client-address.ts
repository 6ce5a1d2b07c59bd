import type { BrandKey } from './fixtures';

// Rate limits are per client address, and the test server believes loopback's X-Forwarded-For. Each
// brand speaks from its own range, so brands never share an allowance; each run starts at a random
// point of it, so runs within a limit's window (ten minutes for leads) seldom meet; each parallel
// worker counts from its own block of 16 × 250 addresses, so the two never hand out the same one.
const brandOctet: Record<BrandKey, number> = { land: 97, farm: 98, rec: 99 };
const runOctet = Math.floor(Math.random() * 256);
const workerBlock = 16 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let counter = 0;

/** An address no other test of this run has spoken from. */
export function newClient(brand: BrandKey): string {
  const n = counter++;
  return `100.${brandOctet[brand]}.${(runOctet + workerBlock + Math.floor(n / 250)) % 256}.${(n % 250) + 1}`;
}
