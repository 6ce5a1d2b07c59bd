import { withDatabase } from './listing-db';

// Seeded seller accounts picked by a SQL condition on `accounts a`, for the broker pages' tests.

export interface SellerAccount {
  accountId: number;
  contactName: string | null;
  companyName: string | null;
}

/** The seller account with the lowest id that meets `where`; fails the test when the seed has none. */
export const sellerAccount = (where: string): Promise<SellerAccount> =>
  withDatabase(async (sql) => {
    const [row] = await sql<{ id: string; contact_name: string | null; company_name: string | null }>(
      `select a.id::text, a.contact_name, a.company_name from accounts a where a.is_seller and ${where} order by a.id limit 1`,
    );
    if (!row) throw new Error(`no seeded account where ${where}`);
    return { accountId: Number(row.id), contactName: row.contact_name, companyName: row.company_name };
  });
