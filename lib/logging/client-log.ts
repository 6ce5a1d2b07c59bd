import { db } from '@/lib/db/client';
import { logs } from '@/lib/db/schema';
import type { ClientLog } from './client-log-schema';

export { clientLogSchema, type ClientLog } from './client-log-schema';
export { cspReportSchema, cspReportToLog, CSP_REPORT_TYPE } from './csp-report';
export { MAX_LOG_BODY_BYTES } from './limits';

export interface ClientLogContext {
  siteId: number | null;
  /** The client address by the trusted-proxy rules (lib/http/client-address.ts), never a raw header. */
  ipAddress: string | null;
  logType: 'client' | 'csp';
}

/** Stores one browser report in the logs table (text already cleaned and capped by the schemas). */
export async function recordClientLog(entry: ClientLog, context: ClientLogContext): Promise<void> {
  await db().insert(logs).values({
    logType: context.logType,
    severity: entry.logSeverity,
    message: entry.message,
    referringUrl: entry.referringUrl ?? null,
    siteId: context.siteId,
    ipAddress: context.ipAddress,
  });
}
