import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LOG_MESSAGE } from '@/lib/logging/limits';
import { LOGGING_ENDPOINT, renderErrorMessage, reportRenderError } from '@/lib/logging/render-error-report';

afterEach(() => vi.unstubAllGlobals());

describe('render error report (SPEC §7 client error report)', () => {
  it('carries the user agent, the error with its digest and the component stack', () => {
    const error = Object.assign(new Error('kaput'), { digest: 'abc123' });
    const text = renderErrorMessage({ error, userAgent: 'TestAgent/1.0', componentStack: '\n    at Placard\n    at SearchPage' });
    expect(text).toContain('User agent: TestAgent/1.0');
    expect(text).toContain('Error: Error: kaput (digest abc123)');
    expect(text).toContain('Component stack: at Placard\n    at SearchPage');
  });

  it('caps the text and copes with thrown non-errors', () => {
    expect(renderErrorMessage({ error: 'x'.repeat(10_000), userAgent: 'UA' })).toHaveLength(MAX_LOG_MESSAGE);
    expect(renderErrorMessage({ error: 42, userAgent: 'UA' })).toContain('Error: Error: 42');
  });

  it('posts JSON to the logging endpoint with the Error severity and never throws', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new Error('offline'));
    vi.stubGlobal('fetch', fetchMock);
    expect(() => reportRenderError({ error: new Error('x'), userAgent: 'UA' }, '/land/')).not.toThrow();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(LOGGING_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ referringUrl: '/land/', logSeverity: 4 });
    await Promise.resolve();
  });
});
