import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';

/** SPEC §3 short broker record: accountId, contactName, companyName (and a display name). */
export interface BrokerSummary {
  accountId: number;
  contactName: string | null;
  companyName: string | null;
  name: string;
}

export async function brokerSummary(accountId: number): Promise<BrokerSummary | null> {
  const rows = await db().execute<{ id: number; contact_name: string | null; company_name: string | null }>(
    sql`select id, contact_name, company_name from accounts where id = ${accountId}`,
  );
  const row = rows.rows[0];
  if (!row) return null;
  return { accountId: Number(row.id), contactName: row.contact_name, companyName: row.company_name, name: row.contact_name ?? row.company_name ?? 'this seller' };
}
