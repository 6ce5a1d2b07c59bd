import { db } from '@/lib/db/client';
import { logs } from '@/lib/db/schema';
import type { ClientLog } from './client-log-schema';

export { clientLogSchema, type ClientLog } from './client-log-schema';
export { MAX_LOG_BODY_BYTES } from './limits';

export interface ClientLogContext {
  siteId: number | null;
  ipAddress: string | null;
}

/** Stores one browser report in the logs table. */
export async function recordClientLog(entry: ClientLog, context: ClientLogContext): Promise<void> {
  await db().insert(logs).values({
    logType: 'client',
    severity: entry.logSeverity,
    message: entry.message,
    referringUrl: entry.referringUrl ?? null,
    siteId: context.siteId,
    ipAddress: context.ipAddress,
  });
}
