/** SPEC §7 logging call, served by app/api/logging/log/route.ts; also the CSP's report-uri. */
export const LOGGING_ENDPOINT = '/api/logging/log';
