import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { accounts } from '@/lib/db/schema';

/** What the server reads again for a lead from a broker's profile: it trusts the broker id and nothing else the page sent. */
export interface LeadBroker {
  accountId: number;
  email: string;
  contactName: string | null;
  companyName: string | null;
  stateId: number | null;
  isActive: boolean;
  isSeller: boolean;
}

export async function readLeadBroker(database: Database, accountId: number): Promise<LeadBroker | null> {
  const [row] = await database
    .select({
      accountId: accounts.id,
      email: accounts.email,
      contactName: accounts.contactName,
      companyName: accounts.companyName,
      stateId: accounts.stateId,
      isActive: accounts.isActive,
      isSeller: accounts.isSeller,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}
