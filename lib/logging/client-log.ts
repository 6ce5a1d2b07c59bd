import { z } from 'zod';
import { db } from '@/lib/db/client';
import { logs } from '@/lib/db/schema';

/** SPEC §7 `POST {base}/logging/log/`: a message, the page it came from and a severity 0-8. */
export const clientLogSchema = z.object({
  message: z.string().trim().min(1).max(8000),
  referringUrl: z.string().max(2000).optional(),
  logSeverity: z.int().min(0).max(8).default(4),
});
export type ClientLog = z.infer<typeof clientLogSchema>;

export async function recordClientLog(entry: ClientLog, context: { siteId: number | null; ipAddress: string | null }): Promise<void> {
  await db().insert(logs).values({
    logType: 'client',
    severity: entry.logSeverity,
    message: entry.message,
    referringUrl: entry.referringUrl ?? null,
    siteId: context.siteId,
    ipAddress: context.ipAddress,
  });
}
