import { beforeAll, describe, expect, it } from 'vitest';
import { generateAccounts, type SeedAccount } from '@/lib/seed/accounts-gen';
import { AccountType, MemberType } from '@/lib/domain/account-type';
import { testWorld } from './fixtures';

let accounts: SeedAccount[];
beforeAll(async () => {
  accounts = generateAccounts(20261122, 3000, await testWorld());
});

const share = (test: (a: SeedAccount) => boolean) => accounts.filter(test).length / accounts.length;

describe('generated accounts', () => {
  it('are the same for the same seed', async () => {
    expect(generateAccounts(20261122, 3000, await testWorld())).toEqual(accounts);
    expect(generateAccounts(1, 3000, await testWorld())).not.toEqual(accounts);
  });

  it('cover every member type, mostly brokers and agents', () => {
    expect(new Set(accounts.map((a) => a.row.memberType))).toEqual(new Set(Object.values(MemberType)));
    expect(share((a) => a.row.memberType === 'Broker' || a.row.memberType === 'Agent')).toBeGreaterThan(0.65);
    expect(share((a) => a.row.memberType === 'Auctioneer')).toBeLessThan(0.12);
  });

  it('cover every seller account type of SPEC §3, and prospects who list nothing', () => {
    const types = new Set(accounts.map((a) => a.accountType));
    for (const type of Object.values(AccountType)) if (type !== AccountType.STANDARD_BUYER) expect(types, String(type)).toContain(type);
    expect(accounts.filter((a) => a.accountType === AccountType.PROSPECT).every((a) => a.listingWeight === 0 && a.row.isSeller === false)).toBe(true);
  });

  it('give corporate masters child accounts that take the parent plan (SPEC §3)', () => {
    const byId = new Map(accounts.map((a) => [a.row.id, a]));
    const children = accounts.filter((a) => a.accountType === AccountType.CORPORATE_CHILD);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      const parent = byId.get(child.row.parentAccountId ?? -1);
      expect([3, 41, 51]).toContain(parent?.accountType);
      expect(child.plan).toBe(parent?.plan);
      expect(child.row.companyName).toBe(parent?.row.companyName);
      expect(child.row.stateId).toBe(parent?.row.stateId);
    }
  });

  it('number accounts 1..n with unique emails and an office in a real zip of their state', async () => {
    const world = await testWorld();
    expect(accounts.map((a) => a.row.id)).toEqual(accounts.map((_, i) => i + 1));
    expect(new Set(accounts.map((a) => a.row.email)).size).toBe(accounts.length);
    for (const a of accounts.slice(0, 200)) {
      expect(world.zipsByState.get(a.row.stateId)?.some((z) => z.zip === a.row.zip && z.cityName === a.row.city)).toBe(true);
    }
  });
});
