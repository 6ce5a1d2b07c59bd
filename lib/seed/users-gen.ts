import { hashPassword } from '@/lib/auth/password-hash';
import type { authCredentials, favorites, users } from '@/lib/db/schema';
import { AccountType } from '@/lib/domain';
import type { SeedAccount } from './accounts-gen';

export type UserRow = typeof users.$inferInsert & { id: number };
export type FavoriteRow = typeof favorites.$inferInsert;
export type CredentialRow = typeof authCredentials.$inferInsert;

/** Every demo login shares this password (docs/seed-data.md). Never seed a production database with it. */
export const DEMO_PASSWORD = 'acrewise-demo';

export const demoEmails = {
  buyer: 'buyer@example.com',
  seller: 'seller@example.com',
  agent: 'agent@example.com',
  admin: 'admin@example.com',
} as const;

/** The account of `type` with the most listings (ties: the lower id). */
function busiest(accounts: readonly SeedAccount[], listingCounts: ReadonlyMap<number, number>, test: (a: SeedAccount) => boolean): SeedAccount | undefined {
  let best: SeedAccount | undefined;
  for (const a of accounts) {
    if (!test(a)) continue;
    if (!best || (listingCounts.get(a.row.id) ?? 0) > (listingCounts.get(best.row.id) ?? 0)) best = a;
  }
  return best;
}

/**
 * Demo logins: a buyer, a seller who owns the busiest premium broker account, an agent of a
 * corporate office (a child account), and an admin. Their passwords are in `demoCredentials`.
 */
export function demoUsers(accounts: readonly SeedAccount[], listingCounts: ReadonlyMap<number, number>): UserRow[] {
  const seller = busiest(accounts, listingCounts, (a) => a.accountType === AccountType.UNIVERSAL_PREMIUM_SELLER && a.row.memberType === 'Broker')
    ?? busiest(accounts, listingCounts, (a) => a.row.isSeller !== false);
  const agent = busiest(accounts, listingCounts, (a) => a.accountType === AccountType.CORPORATE_CHILD);
  // Demo addresses count as confirmed: nobody reads example.com mail.
  const rows: UserRow[] = [
    { id: 1, email: demoEmails.buyer, emailVerified: true, contactName: 'Dana Buyer', accountType: AccountType.STANDARD_BUYER, newsletter: true, phone: '(512) 555-0101', phoneType: 'mobile' },
    {
      id: 2, email: demoEmails.seller, emailVerified: true, contactName: seller?.row.contactName ?? 'Demo Seller',
      accountType: seller?.accountType ?? AccountType.UNIVERSAL_PREMIUM_SELLER, accountId: seller?.row.id ?? null, canUsePcc: true,
      phone: seller?.row.preferredPhone ?? null, phoneType: 'office',
    },
    { id: 4, email: demoEmails.admin, emailVerified: true, contactName: 'Avery Admin', accountType: AccountType.STANDARD_BUYER, isAdmin: true },
  ];
  if (agent) {
    rows.splice(2, 0, {
      id: 3, email: demoEmails.agent, emailVerified: true, contactName: agent.row.contactName, accountType: AccountType.CORPORATE_CHILD,
      accountId: agent.row.id, canUsePcc: true, phone: agent.row.preferredPhone ?? null, phoneType: 'mobile',
    });
  }
  return rows;
}

/** One argon2id credential per demo user (lib/auth/password-hash.ts), as the auth library stores it. */
export async function demoCredentials(users: readonly UserRow[]): Promise<CredentialRow[]> {
  const password = await hashPassword(DEMO_PASSWORD);
  return users.map((u) => ({ accountId: String(u.id), providerId: 'credential', userId: u.id, password }));
}

/** The demo buyer's favourites: a handful of available listings. */
export function demoFavorites(listingIds: readonly number[], today: number): FavoriteRow[] {
  return listingIds.slice(0, 6).map((listingId, i) => ({ userId: 1, listingId, createdAt: new Date(today - (i + 1) * 3_600_000) }));
}
