import { env } from '@/lib/env';
import { consumeLimit, limitPoints, limitUse } from '@/lib/rate-limit';

// Password guessing against one account, from any number of addresses, is slowed and then capped, but a
// stranger cannot lock the owner out: the owner's own browser (a known device) is never held back, and a
// mailed login link does not go through this gate at all. Each address also has its own login limit.

/** Wrong passwords for one email that cost nothing extra. */
export const FREE_FAILURES = 5;
/** The longest wait of one attempt, however many failures came before. */
export const MAX_DELAY_MS = 8_000;

/** How long an attempt from an unknown browser waits, after `failures` wrong passwords this hour. */
export function loginDelayMs(failures: number, baseMs = env().LOGIN_DELAY_BASE_MS): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(baseMs * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

export type LoginGate = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

/** May this attempt try the password, and after how long? */
export async function loginGate(emailKey: string, knownDevice: boolean): Promise<LoginGate> {
  if (knownDevice) return { allowed: true, delayMs: 0 };
  const { used, resetSeconds } = await limitUse('loginFailuresPerEmail', emailKey);
  if (used >= limitPoints('loginFailuresPerEmail')) return { allowed: false, retryAfterSeconds: resetSeconds };
  return { allowed: true, delayMs: loginDelayMs(used) };
}

/** Counts a wrong password against the email. */
export async function loginFailed(emailKey: string): Promise<void> {
  await consumeLimit('loginFailuresPerEmail', emailKey);
}
