import { z } from 'zod';

// One generated HTTP request: a plain object, so a failure can be printed, saved as JSON and sent again.

export const fuzzFamilies = ['path', 'host', 'method', 'criteria-query', 'api-body', 'hardening'] as const;

export const fuzzMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const;

export const fuzzRequestSchema = z.strictObject({
  /** Which generator made it; not sent. */
  family: z.enum(fuzzFamilies),
  method: z.enum(fuzzMethods),
  /** Sent exactly as written: no normalisation, no encoding. Characters U+0021-U+00FF, one byte each. */
  path: z.string().regex(/^[\u0021-\u00ff]*$/),
  /** The Host header as written; null sends none. */
  host: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  body: z.string().optional(),
});
export type FuzzRequest = z.infer<typeof fuzzRequestSchema>;

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl command that sends the same request to `origin` (e.g. http://127.0.0.1:3000), target as written. */
export function curlCommand(request: FuzzRequest, origin: string): string {
  // curl -X HEAD waits for a body that never comes; --head cannot send one.
  const method = request.method !== 'HEAD' ? ['-X', request.method] : request.body === undefined ? ['--head'] : ['-X', 'HEAD', '--max-time', '10'];
  const parts = ['curl', '-sS', '-o', '/dev/null', '-w', "'%{http_code} %{time_total}s\\n'", ...method, '--request-target', shellQuote(request.path)];
  parts.push('-H', shellQuote(request.host === null ? 'Host:' : `Host: ${request.host}`));
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-binary', shellQuote(request.body));
  parts.push(shellQuote(`${origin}/`));
  return parts.join(' ');
}

/** "POST land.localhost /api/search/markers/1 (412-byte body)", cut to a readable length. */
export function describeRequest(request: FuzzRequest, width = 160): string {
  const path = request.path.length > width ? `${request.path.slice(0, width - 50)}…${request.path.slice(-40)} (${request.path.length} chars)` : request.path;
  const body = request.body === undefined ? '' : ` (${request.body.length}-char body)`;
  return `${request.method} ${request.host === null ? '<no host>' : JSON.stringify(request.host)} ${path}${body}`;
}
