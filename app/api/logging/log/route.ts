import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { readJsonBody } from '@/lib/http/read-body';
import { clientLogSchema, cspReportSchema, cspReportToLog, CSP_REPORT_TYPE, MAX_LOG_BODY_BYTES, recordClientLog } from '@/lib/logging/client-log';

/**
 * SPEC §7 logging call: browsers report render errors here (JSON), and Content-Security-Policy violations
 * (report-uri). Limited per client and overall; bad input is a 4xx, never a 5xx.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [
    { name: 'logging', per: 'client' },
    { name: 'loggingGlobal', per: 'global' },
  ],
  handlers: {
    async POST({ request, brand, client }) {
      const body = await readJsonBody(request, MAX_LOG_BODY_BYTES, ['application/json', CSP_REPORT_TYPE]);
      if (!body.ok) return apiError(body.status, [body.message]);
      const csp = cspReportSchema.safeParse(body.value);
      const entry = csp.success ? { success: true as const, data: cspReportToLog(csp.data) } : clientLogSchema.safeParse(body.value);
      if (!entry.success) return apiError(400, entry.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`));
      await recordClientLog(entry.data, { siteId: brand.siteId, ipAddress: client === 'unknown' ? null : client, logType: csp.success ? 'csp' : 'client' });
      return new Response(null, { status: 204 });
    },
  },
});
