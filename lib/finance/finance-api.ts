import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { stateById } from '@/lib/geo/states';
import { financeLocationTypes, type FinanceByLocation, type FinanceCenterInfo } from './finance-center';
import { readFinanceCenter, readLendersFor } from './read-finance-centers';

// The SPEC §7 finance calls. Per SPEC §8 they answer null on any failure: an unknown id, a path that is
// not one, a database that fails. Answers are cached per center and per place for five minutes, so a
// busy finance page reads the database once per place, not once per visitor.

const CACHE_MS = 5 * 60_000;
const cache = new LRUCache<string, { value: FinanceCenterInfo | FinanceByLocation | null }>({ max: 2_000, ttl: CACHE_MS });

const idParam = z.string().regex(/^\d{1,9}$/).transform(Number).pipe(z.int().positive());
const stateParam = z.string().regex(/^\d{1,2}$/).transform(Number).refine((id) => id === 0 || stateById(id) !== undefined);
const idsParam = z.string().max(400).regex(/^(\d{1,7})(-\d{1,7}){0,49}$/).transform((v) => [...new Set(v.split('-').map(Number))]);

async function cached<T extends FinanceCenterInfo | FinanceByLocation>(key: string, read: () => Promise<T | null>, what: string): Promise<T | null> {
  const hit = cache.get(key);
  if (hit) return hit.value as T | null;
  try {
    const value = await read();
    cache.set(key, { value });
    return value;
  } catch (error) {
    // A failure is not cached: the next visitor asks again.
    console.warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** GET /api/content/financeCenterFullInfo/{id}: the center's content, or null. */
export async function financeCenterFullInfo(id: string): Promise<FinanceCenterInfo | null> {
  const parsed = idParam.safeParse(id);
  if (!parsed.success) return null;
  return cached(`center:${parsed.data}`, () => readFinanceCenter(parsed.data), 'financeCenterFullInfo');
}

/**
 * GET /api/location/financeByLocationData/{type}/{stateId}/{ids joined with dashes}: the lenders for a
 * place, or null. `ids` are county ids for `county`, region ids for `region`, and ignored (any number,
 * 0 by convention) for `state` and `default`.
 */
export async function financeByLocationData(type: string, stateId: string, ids: string): Promise<FinanceByLocation | null> {
  const locationType = z.enum(financeLocationTypes).safeParse(type);
  const state = stateParam.safeParse(stateId);
  const idList = idsParam.safeParse(ids);
  if (!locationType.success || !state.success || !idList.success) return null;
  if (locationType.data !== 'default' && state.data === 0) return null;
  const location = { locationType: locationType.data, stateId: state.data, ids: locationType.data === 'region' || locationType.data === 'county' ? idList.data : [] };
  return cached(`place:${location.locationType}:${location.stateId}:${location.ids.join('-')}`, async () => ({ ...location, lenders: await readLendersFor(location) }), 'financeByLocationData');
}

/** Forgets every cached answer (tests, and a finance center's row changed by hand). */
export function clearFinanceCache(): void {
  cache.clear();
}
