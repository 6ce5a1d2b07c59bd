import { z } from 'zod';
import type { ClientLog } from './client-log-schema';
import { MAX_LOG_MESSAGE, MAX_REFERRING_URL } from './limits';
import { cleanLogText } from './log-text';

/** Browsers post Content-Security-Policy violations (report-uri) as `application/csp-report`. */
export const CSP_REPORT_TYPE = 'application/csp-report';
const WARNING_SEVERITY = 3;

const text = z.string().optional();
export const cspReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': z.number().optional(),
  }),
});

/** A violation report as a log record: which directive blocked what, on which page (SPEC §8 Warning). */
export function cspReportToLog(report: z.infer<typeof cspReportSchema>): ClientLog {
  const r = report['csp-report'];
  const directive = r['effective-directive'] ?? r['violated-directive'] ?? 'unknown directive';
  const where = r['source-file'] ? ` (${r['source-file']}${r['line-number'] ? `:${r['line-number']}` : ''})` : '';
  return {
    message: cleanLogText(`CSP violation: ${directive} blocked ${r['blocked-uri'] || 'inline code'}${where}`, MAX_LOG_MESSAGE),
    referringUrl: r['document-uri'] ? cleanLogText(r['document-uri'], MAX_REFERRING_URL) : null,
    logSeverity: WARNING_SEVERITY,
  };
}
