import { z } from 'zod';
import { MAX_LOG_MESSAGE, MAX_REFERRING_URL } from './limits';
import { ERROR_SEVERITY, logSeverities } from './severity';

/** SPEC §7 `POST {base}/logging/log/`: a message, the page it came from and a SPEC §8 severity 0-8. */
export const clientLogSchema = z.object({
  message: z.string().trim().min(1).transform((m) => m.slice(0, MAX_LOG_MESSAGE)),
  referringUrl: z.string().transform((u) => u.slice(0, MAX_REFERRING_URL)).nullish(),
  logSeverity: z.int().min(0).max(logSeverities.length - 1).default(ERROR_SEVERITY),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
