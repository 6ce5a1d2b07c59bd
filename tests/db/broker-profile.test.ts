import { describe, expect, inject, it } from 'vitest';
import { getBrokerProfile } from '@/lib/brokers/server';
import { defaultCriteria } from '@/lib/search/criteria';
import { searchListings } from '@/lib/search/search-listings';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const accountWhere = async (where: string) => {
  const [row] = await database.sql<{ id: string }>(`select id::text from accounts a where ${where} order by id limit 1`);
  if (!row) throw new Error(`no seeded account where ${where}`);
  return Number(row.id);
};

describe(`broker profiles on ${inject('databaseEngine')}`, () => {
  it('reads the account with its state, and listing statistics that agree with its listings search', async () => {
    const id = await accountWhere("exists (select 1 from listings l where l.account_id = a.id and l.market_status in (1, 2)) and parent_account_id is null and account_type not in (3, 41, 51)");
    const profile = await getBrokerProfile(id);
    const [account] = await database.sql<{ contact_name: string | null; abbreviation: string | null }>(
      'select a.contact_name, s.abbreviation from accounts a left join states s on s.id = a.state_id where a.id = $1', [id]);
    expect(profile).toMatchObject({ accountId: id, contactName: account?.contact_name, stateAbbreviation: account?.abbreviation });
    const search = await searchListings(defaultCriteria({ brokerId: id }), { now: new Date() });
    expect(profile?.stats.activeCount).toBe(search.total);
    expect(profile?.listingCount).toBe(search.total);
    expect(profile?.stats.states.length).toBeGreaterThan(0);
    expect(profile?.stats.acresMin).toBeLessThanOrEqual(profile?.stats.acresMax ?? 0);
  });

  it('lists a corporate office\'s active agents with their own listing counts', async () => {
    const id = await accountWhere('account_type in (3, 41, 51) and exists (select 1 from accounts c where c.parent_account_id = a.id and c.is_active)');
    const profile = await getBrokerProfile(id);
    const [expected] = await database.sql<{ n: string }>('select count(*)::text as n from accounts where parent_account_id = $1 and is_active and is_seller', [id]);
    expect(profile?.agents).toHaveLength(Number(expected?.n));
    const agent = profile?.agents[0];
    const [own] = await database.sql<{ n: string }>('select count(*)::text as n from listings where account_id = $1 and market_status in (1, 2)', [agent?.accountId ?? 0]);
    expect(agent?.listingCount).toBe(Number(own?.n));
    const child = await getBrokerProfile(agent?.accountId ?? 0);
    expect(child?.parent?.accountId).toBe(id);
  });

  it('is null for an id no account has', async () => {
    expect(await getBrokerProfile(2_000_000_000)).toBeNull();
  });
});
