import { generateAccounts, type SeedAccount } from '@/lib/seed/accounts-gen';
import { buildGeography } from '@/lib/seed/geography-rows';
import { buildListingWorld, generateListing, type ListingDraft, type ListingWorld } from '@/lib/seed/listings-gen';
import { SEED_REFERENCE_DATE } from '@/lib/seed/seed-clock';
import { accountCountFor, LARGE_RUN } from '@/lib/seed/seed-run';
import { buildSeedWorld, type SeedWorld } from '@/lib/seed/seed-world';

export interface SeededInventory {
  world: ListingWorld;
  accounts: SeedAccount[];
  listings: ListingDraft[];
}

let seedWorld: Promise<SeedWorld> | undefined;

/** The real geography indexed for the seeder, built once per test file. */
export function testWorld(): Promise<SeedWorld> {
  seedWorld ??= buildGeography().then(buildSeedWorld);
  return seedWorld;
}

/** What `ensureSeeded(url, { listings, seed })` writes, generated in memory by the same code. */
export async function inventory(seed: number, listings: number): Promise<SeededInventory> {
  const world = await testWorld();
  const accounts = generateAccounts(seed, accountCountFor(listings), world);
  const listingWorld = buildListingWorld(world, accounts, { seed, today: SEED_REFERENCE_DATE, largeRun: listings > LARGE_RUN });
  return { world: listingWorld, accounts, listings: Array.from({ length: listings }, (_, i) => generateListing(i + 1, listingWorld)) };
}
