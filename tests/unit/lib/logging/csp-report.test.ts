import { describe, expect, it } from 'vitest';
import { CSP_REPORT_TYPE, cspReportSchema, cspReportToLog } from '@/lib/logging/csp-report';
import { MAX_LOG_MESSAGE, MAX_REFERRING_URL } from '@/lib/logging/limits';
import { logSeverities } from '@/lib/logging/severity';

type Report = Parameters<typeof cspReportToLog>[0]['csp-report'];
const report = (fields: Report) => cspReportSchema.parse({ 'csp-report': fields });

describe('CSP violation report', () => {
  it('is posted as application/csp-report', () => {
    expect(CSP_REPORT_TYPE).toBe('application/csp-report');
  });

  it('becomes a Warning naming the directive, the blocked URL, the source and the page', () => {
    const log = cspReportToLog(
      report({
        'document-uri': 'https://acrewise.com/texas-land-for-sale/',
        'violated-directive': 'script-src',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
        'source-file': 'https://acrewise.com/_next/static/app.js',
        'line-number': 12,
      }),
    );
    expect(log).toEqual({
      message: 'CSP violation: script-src-elem blocked https://evil.example/x.js (https://acrewise.com/_next/static/app.js:12)',
      referringUrl: 'https://acrewise.com/texas-land-for-sale/',
      logSeverity: 3,
    });
    expect(logSeverities[log.logSeverity]).toBe('Warning');
  });

  it('falls back to the violated directive, then to "unknown directive"', () => {
    expect(cspReportToLog(report({ 'violated-directive': 'img-src', 'blocked-uri': 'data' })).message).toBe('CSP violation: img-src blocked data');
    expect(cspReportToLog(report({ 'blocked-uri': 'eval' })).message).toBe('CSP violation: unknown directive blocked eval');
  });

  it('calls a missing or empty blocked URL inline code, and leaves out a missing line number', () => {
    expect(cspReportToLog(report({ 'effective-directive': 'script-src-elem', 'blocked-uri': '' })).message).toBe('CSP violation: script-src-elem blocked inline code');
    expect(cspReportToLog(report({ 'effective-directive': 'style-src-attr', 'source-file': 'https://acrewise.com/' })).message).toBe(
      'CSP violation: style-src-attr blocked inline code (https://acrewise.com/)',
    );
  });

  it('has no referring URL without a document URI', () => {
    expect(cspReportToLog(report({ 'blocked-uri': 'inline' })).referringUrl).toBeNull();
  });

  it('strips control characters from the message and the page, keeping newlines', () => {
    const log = cspReportToLog(report({ 'document-uri': 'https://acrewise.com/\u0000\u001b[2J', 'blocked-uri': 'https://x.example/\u001b[31m\u0085red\nnext' }));
    expect(log.message).toBe('CSP violation: unknown directive blocked https://x.example/[31mred\nnext');
    expect(log.referringUrl).toBe('https://acrewise.com/[2J');
  });

  it('caps the message and the referring URL', () => {
    const log = cspReportToLog(report({ 'document-uri': `https://acrewise.com/${'p'.repeat(5000)}`, 'blocked-uri': `https://x.example/${'b'.repeat(10_000)}` }));
    expect(log.message).toHaveLength(MAX_LOG_MESSAGE);
    expect(log.referringUrl).toHaveLength(MAX_REFERRING_URL);
  });

  it.each([[{}], [{ 'csp-report': 'x' }], [{ 'csp-report': { 'line-number': '12' } }], [{ 'csp-report': { 'blocked-uri': 5 } }], [null]])('refuses the body %j', (body) => {
    expect(cspReportSchema.safeParse(body).success).toBe(false);
  });
});
