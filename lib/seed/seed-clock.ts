/**
 * The "today" of the seeded world: listing dates, price changes and sales are drawn relative to it,
 * so a seed and a count always give the same rows whenever the seeder runs.
 */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 15);
export const DAY_MS = 86_400_000;
