import { z } from 'zod';
import { MAX_LOG_MESSAGE, MAX_REFERRING_URL } from './limits';
import { cleanLogText } from './log-text';
import { ERROR_SEVERITY, logSeverities } from './severity';

/** SPEC §7 `POST {base}/logging/log/`: a message, the page it came from and a SPEC §8 severity 0-8. */
export const clientLogSchema = z.object({
  message: z.string().transform((m) => cleanLogText(m, MAX_LOG_MESSAGE).trim()).pipe(z.string().min(1)),
  referringUrl: z.string().transform((u) => cleanLogText(u, MAX_REFERRING_URL)).nullish(),
  logSeverity: z.int().min(0).max(logSeverities.length - 1).default(ERROR_SEVERITY),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
