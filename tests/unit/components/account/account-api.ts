import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A fetch for the account API: answers by "METHOD /path" (a function may look at the call), records what
// was asked, and fails loudly for anything it was not told about.

export type ApiCall = { method: string; url: string; body: unknown };
type Answer = Response | ((call: ApiCall) => Response | Promise<Response>);

export const json = (body: unknown, status = 200) => Response.json(body, { status });

export function accountApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
    const call = { method: init?.method ?? 'GET', url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = answers[`${call.method} ${call.url}`];
    if (!answer) throw new Error(`unexpected call ${call.method} ${call.url}`);
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  vi.stubGlobal('fetch', fetch);
  /** The calls to one endpoint ("PUT /api/account/favorites/42"). */
  const to = (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key);
  return { calls, to, fetch };
}

/** Events pushed on the data layer since the test began. */
export function dataLayerEvents(): Record<string, unknown>[] {
  return (window.dataLayer ?? []) as Record<string, unknown>[];
}

/** Each test starts on a page of site 1 with an empty data layer, and leaves no DOM or stubbed fetch behind. */
export function resetAccountPageEachTest(): void {
  beforeEach(() => {
    window.dataLayer = [];
    document.documentElement.dataset.siteId = '1';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
