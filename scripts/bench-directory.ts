// `npm run bench:directory [-- --accounts 50000 --engine postgres|pglite|both --runs 200]`
// The broker directory's read (lib/brokers/directory-query.ts) over a large membership: seeds a
// 50,000-listing inventory in ./data/bench/directory/, grows its accounts to --accounts by copying the
// seeded ones (their places, member types and listing statistics keep the seeded spread), and prints
// p50/p95 per directory page kind against DESIGN §6's budget of 20 ms p95 on PostgreSQL.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { searchDirectory, directoryCounties, type DirectoryQuery } from '../lib/brokers/directory-query';
import { closeDb, db } from '../lib/db/client';
import { migrate } from '../lib/db/migrate';
import { DirectorySort, MemberType } from '../lib/domain';
import { reloadEnv } from '../lib/env';
import { ensureSeeded } from '../lib/seed';
import { onEngines } from './bench/bench-engines';
import { latencySummary } from './percentile';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '50000' },
    engine: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '200' },
  },
});
const accounts = Number(values.accounts.replace(/[_,]/g, ''));
const runs = Number(values.runs);
const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'data', 'bench', 'directory');
const BUDGET_MS = 20;

/** Copies of the seeded accounts (new ids, same everything else) until there are `target`. */
async function growAccounts(target: number): Promise<number> {
  const count = async () => Number((await db().execute<{ n: string }>(sql`select count(*)::text as n from accounts`)).rows[0]?.n ?? 0);
  let have = await count();
  const seeded = have;
  while (have < target) {
    const take = Math.min(seeded, target - have);
    await db().execute(sql`
      insert into accounts (account_type, parent_account_id, member_type, company_name, contact_name, email, office_phone, preferred_phone, city, state_id, zip,
        alc_certified, alc_advanced_certified, portrait_document_id, is_seller, is_active, active_listing_count, listing_price_max, listing_acres_max)
      select account_type, null, member_type, company_name, contact_name, 'copy-' || id || '-' || ${have} || '@bench.invalid', office_phone, preferred_phone, city, state_id, zip,
        alc_certified, alc_advanced_certified, portrait_document_id, is_seller, is_active, active_listing_count, listing_price_max, listing_acres_max
      from accounts order by id limit ${take}`);
    have = await count();
  }
  await db().execute(sql`vacuum (analyze) accounts`);
  return have;
}

function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function benchmark(engine: string, url: string): Promise<void> {
  process.env.DATABASE_URL = url;
  reloadEnv();
  await migrate(url);
  await ensureSeeded(url, { listings: 50_000, mediaDir: path.join(benchDir, 'media'), log: (m) => console.log(`[${engine}] ${m}`), demoAccounts: false });
  const total = await growAccounts(accounts);
  const stateRows = (await db().execute<{ state_id: number }>(sql`select distinct state_id from accounts where state_id is not null order by 1`)).rows;
  const stateIds = stateRows.map((r) => r.state_id);
  const random = sequence(11);
  const state = () => stateIds[Math.floor(random() * stateIds.length)] ?? 48;
  const names = ['smith', 'jo', 'land', 'brown', 'ranch', 'wil', 'mountain', 'm'];
  const countyOf = new Map<number, number[]>();
  for (const id of stateIds.slice(0, 20)) {
    const rows = (await db().execute<{ county_id: number }>(sql`select distinct z.county_id from accounts a join zips z on z.zip = a.zip where a.state_id = ${id} and z.county_id is not null limit 20`)).rows;
    countyOf.set(id, rows.map((r) => r.county_id));
  }
  const countyPick = () => {
    const id = stateIds[Math.floor(random() * Math.min(20, stateIds.length))] ?? 48;
    const list = countyOf.get(id) ?? [];
    return { stateId: id, countyId: list[Math.floor(random() * list.length)] };
  };
  const base: DirectoryQuery = { nameWords: [], sort: DirectorySort.DEFAULT, page: 0 };
  const cases: [string, (i: number) => Promise<unknown>][] = [
    ['national, recommended, page 1', () => searchDirectory(base)],
    ['national, most listings, page 5', () => searchDirectory({ ...base, sort: DirectorySort.LISTINGS_HIGH, page: 4 })],
    ['national, name A-Z, page 40', () => searchDirectory({ ...base, sort: DirectorySort.NAME_AZ, page: 39 })],
    ['national, price high, page 1', () => searchDirectory({ ...base, sort: DirectorySort.PRICE_HIGH })],
    ['national auctioneers, acres high', () => searchDirectory({ ...base, memberType: MemberType.AUCTIONEER, sort: DirectorySort.ACRES_HIGH })],
    ['state, recommended', () => searchDirectory({ ...base, stateId: state() })],
    ['state + brokers + price high', () => searchDirectory({ ...base, stateId: state(), memberType: MemberType.BROKER, sort: DirectorySort.PRICE_HIGH })],
    ['county (office zip)', () => searchDirectory({ ...base, ...countyPick() })],
    ['name search, national', (i) => searchDirectory({ ...base, nameWords: [names[i % names.length] ?? 'smith'] })],
    ['state counties list', () => directoryCounties(state())],
  ];
  const results: [string, ReturnType<typeof latencySummary>][] = [];
  for (const [name, run] of cases) {
    for (let i = 0; i < 20; i++) await run(i);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run(i);
      times.push(performance.now() - started);
    }
    results.push([name, latencySummary(times)]);
  }
  console.log(`\n${engine}, ${total.toLocaleString('en-US')} accounts, ${runs} runs each (ms)`);
  console.log('directory read'.padEnd(36), 'p50'.padStart(8), 'p95'.padStart(8), 'max'.padStart(8), '  budget p95');
  for (const [name, { p50, p95, max }] of results) {
    console.log(name.padEnd(36), p50.toFixed(2).padStart(8), p95.toFixed(2).padStart(8), max.toFixed(2).padStart(8), ` ${BUDGET_MS} ms ${p95 <= BUDGET_MS ? 'ok' : 'OVER'}`);
  }
  await closeDb();
}

await onEngines(values.engine, benchDir, benchmark);
