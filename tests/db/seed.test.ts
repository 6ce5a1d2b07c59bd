import { describe, expect, it } from 'vitest';
import { TEST_LISTINGS } from './global-setup';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const count = async (sql: string) => Number((await database.sql<{ n: string }>(sql))[0]?.n);

describe('seeded inventory', () => {
  it('holds real geography: every state, every county from us-atlas, zips with counties', async () => {
    expect(await count('select count(*)::text as n from states')).toBe(52);
    expect(await count('select count(*)::text as n from counties')).toBeGreaterThan(3200);
    const [llano] = await database.sql<{ county_id: number; slug: string }>(
      "select z.county_id, c.slug from zips z join counties c on c.id = z.county_id where z.zip = '78643'",
    );
    expect(llano).toEqual({ county_id: 48299, slug: 'llano-county' });
    expect(await count("select count(*)::text as n from states where id in (0, 11, 72) and name in ('District of Columbia', 'Puerto Rico')")).toBe(2);
  });

  it('seeds the requested number of listings, each in a county of its own state', async () => {
    expect(await count('select count(*)::text as n from listings')).toBe(TEST_LISTINGS);
    expect(await count('select count(*)::text as n from listings l join counties c on c.id = l.county_id where c.state_id <> l.state_id')).toBe(0);
    expect(await count('select count(*)::text as n from listings l left join accounts a on a.id = l.account_id where a.id is null')).toBe(0);
  });

  it('gives every listing a thumbnail document and its photos', async () => {
    expect(await count('select count(*)::text as n from listings l left join documents d on d.id = l.thumbnail_document_id where d.id is null')).toBe(0);
    expect(await count('select count(*)::text as n from listings l where photo_count <> (select count(*) from listing_media m where m.listing_id = l.id)')).toBe(0);
  });

  it('keeps realistic proportions of statuses, tiers and upgrades', async () => {
    const share = async (where: string) => (await count(`select count(*)::text as n from listings where ${where}`)) / TEST_LISTINGS;
    expect(await share('market_status = 1')).toBeGreaterThan(0.7);
    expect(await share('market_status = 4')).toBeGreaterThan(0.03);
    expect(await share('upgrade_level_id >= 1')).toBeLessThan(0.15);
    expect(await share('upgrade_level_id = 3')).toBeGreaterThan(0);
    expect(await share('sale_type = 2')).toBeGreaterThan(0.02);
    expect(await count('select count(*)::text as n from listings where market_status = 4 and (sold_date is null or sales_price is null)')).toBe(0);
  });

  it('creates every member type and corporate child accounts', async () => {
    const types = await database.sql<{ member_type: string }>('select distinct member_type from accounts order by 1');
    expect(types.map((t) => t.member_type)).toEqual(['Agent', 'Auctioneer', 'Broker', 'LandRetailer', 'PropertyOwner']);
    expect(await count('select count(*)::text as n from accounts where account_type = 4 and parent_account_id is not null')).toBeGreaterThan(0);
  });
});
