import { rawRequest, RawTimeoutError, type RawTarget } from '../e2e/raw-http';
import type { FuzzRequest } from './fuzz-request';

// Sends generated requests over raw HTTP with bounded concurrency and keeps what each one got.

type OutcomeKind = 'answer' | 'timeout' | 'connection';

export interface FuzzOutcome {
  request: FuzzRequest;
  kind: OutcomeKind;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  ms: number;
  /** Kept only for failures: the start of the answer, or the connection error. */
  detail?: string;
}

interface RunOptions {
  concurrency: number;
  timeoutMs: number;
  /** Called after each request, in completion order. */
  onOutcome?: (outcome: FuzzOutcome, done: number) => void;
  /** Stops sending (requests already sent still finish); the outcomes are then those of the requests sent. */
  signal?: AbortSignal;
}

/** A 5xx, no complete answer within the time limit, or a connection the server broke. 4xx (429 too) is fine. */
export function isFailure(outcome: FuzzOutcome): boolean {
  return outcome.kind !== 'answer' || outcome.status >= 500;
}

/** The app is not there at all (refused, not broken mid-answer): the run cannot say anything. */
export function isRefused(outcome: FuzzOutcome): boolean {
  return outcome.kind === 'connection' && /ECONNREFUSED/.test(outcome.detail ?? '');
}

export function targetOf(origin: URL): RawTarget {
  return { hostname: origin.hostname.replace(/^\[|\]$/g, ''), port: Number(origin.port || 80) };
}

async function send(target: RawTarget, request: FuzzRequest, timeoutMs: number): Promise<FuzzOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await rawRequest(target, request, timeoutMs);
    const outcome: FuzzOutcome = { request, kind: 'answer', status: response.status, ms: ms() };
    return response.status >= 500 ? { ...outcome, detail: response.body.slice(0, 500) } : outcome;
  } catch (error) {
    const kind = error instanceof RawTimeoutError ? 'timeout' : 'connection';
    return { request, kind, status: 0, ms: ms(), detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** Sends every request, at most `concurrency` at a time; outcomes come back in request order. */
export async function runRequests(origin: URL, requests: readonly FuzzRequest[], options: RunOptions): Promise<FuzzOutcome[]> {
  const target = targetOf(origin);
  const outcomes: (FuzzOutcome | undefined)[] = new Array(requests.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < requests.length && !options.signal?.aborted) {
      const index = next++;
      const request = requests[index];
      if (!request) continue;
      const outcome = await send(target, request, options.timeoutMs);
      outcomes[index] = outcome;
      options.onOutcome?.(outcome, ++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return outcomes.filter((o): o is FuzzOutcome => o !== undefined);
}
