import type PgBoss from 'pg-boss';
import { z } from 'zod';
import { siteBrand } from '@/lib/brand/server';
import { dbPool } from '@/lib/db/client';
import { insertJob, queuesExist } from '@/lib/db/job-insert';
import type { AuthCallContext } from './auth-context';
import { mailLoginLink, requestPasswordReset } from './credentials';

// "Forgot password" and "email me a login link" must not tell who is registered, by their answer or by
// its timing. Looking the address up, making a token and writing the mail take longer for an account
// than for a stranger (11 ms against 5 on this machine), so the request does neither: it puts the same
// job on a queue for every address and answers. The job worker does the lookup and sends the mail
// (through the account mail queue, seconds later). Until a worker has made the queue (a fresh database),
// the request does the work itself.

export const ACCOUNT_REQUEST_QUEUE = 'account-request';
const POLL_SECONDS = 0.5;

export const accountActions = {
  'password-reset': requestPasswordReset,
  'login-link': mailLoginLink,
} as const satisfies Record<string, (context: AuthCallContext, email: string) => Promise<void>>;
export type AccountAction = keyof typeof accountActions;

const jobSchema = z.strictObject({
  action: z.enum(Object.keys(accountActions) as [AccountAction, ...AccountAction[]]),
  brandKey: z.string().min(1).max(40),
  origin: z.url({ protocol: /^https?$/ }).max(300),
  email: z.email().max(254),
});

let queueReady = false;

/** The request's side: the same work for every address. */
export async function requestAccountMail(action: AccountAction, context: AuthCallContext, email: string): Promise<void> {
  const client = await dbPool().connect();
  try {
    queueReady ||= await queuesExist(client, [ACCOUNT_REQUEST_QUEUE]);
    if (queueReady && (await insertJob(client, ACCOUNT_REQUEST_QUEUE, { action, brandKey: context.brand.key, origin: context.origin, email }, { retryLimit: 3 }))) return;
  } finally {
    client.release();
  }
  await accountActions[action](context, email);
}

/** The worker's side (lib/jobs/worker.ts). */
export async function workAccountRequests(boss: PgBoss, log: (message: string) => void): Promise<void> {
  await boss.createQueue(ACCOUNT_REQUEST_QUEUE, { name: ACCOUNT_REQUEST_QUEUE, retryLimit: 3 });
  await boss.work(ACCOUNT_REQUEST_QUEUE, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) {
      const request = jobSchema.safeParse(job.data);
      const brand = request.success ? siteBrand(request.data.brandKey) : undefined;
      if (!request.success || !brand) {
        log(`account request ${job.id} dropped: not a request this site can answer`);
        continue;
      }
      await accountActions[request.data.action]({ brand, origin: request.data.origin }, request.data.email);
    }
  });
}

/** Tests that drop and recreate pg-boss's schema. */
export function forgetAccountRequestQueue(): void {
  queueReady = false;
}
