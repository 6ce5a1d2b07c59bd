import { drizzle } from 'drizzle-orm/node-postgres';
import { dbPool, type Database } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { safeForConsole } from '@/lib/http/safe-for-console';
import { deliverMail } from './deliver';
import type { MailMessage } from './mail-message';
import { mailQueueReady, queueMail } from './mail-queue';

/** Called inside the transaction: the message is sent once the transaction has committed, never if it rolls back. */
export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * Runs `work` in one transaction with a `sendMail` that queues mail jobs in that same transaction
 * (all-or-nothing: a lead and the mail about it). When no worker has created the mail queue yet, the
 * messages are delivered right after the commit instead; a delivery that fails then is logged, and
 * what was stored stays stored.
 */
export async function writeWithMail<T>(work: (tx: Database, sendMail: SendMail) => Promise<T>): Promise<T> {
  const client = await dbPool().connect();
  const afterCommit: MailMessage[] = [];
  let result: T;
  try {
    const queued = await mailQueueReady(client);
    await client.query('begin');
    try {
      const sendMail: SendMail = async (message) => {
        if (!queued || !(await queueMail(client, message))) afterCommit.push(message);
      };
      result = await work(drizzle(client, { schema }), sendMail);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
  for (const message of afterCommit) {
    await deliverMail(message).catch((error: unknown) =>
      console.error('mail not delivered:', safeForConsole(error instanceof Error ? error.message : String(error))),
    );
  }
  return result;
}
