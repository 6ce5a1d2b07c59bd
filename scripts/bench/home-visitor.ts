import { httpRequest } from './http-get';

// A visitor reading a brand's home page, one request after another, to see what other work on the
// machine does to a public page: its latencies idle, and while some work runs.

export interface VisitorSamples {
  /** Milliseconds from sending each request to the end of its answer. */
  ms: number[];
  /** Answers other than 200, and requests that got no answer. */
  failures: number;
}

export function homeVisitor(origin: URL, host: string, clientAddress: string) {
  const once = async (): Promise<{ ms: number; ok: boolean }> => {
    const started = performance.now();
    const ok = await httpRequest(origin, '/', host, { headers: { 'x-forwarded-for': clientAddress } }).then(({ status }) => status === 200, () => false);
    return { ms: performance.now() - started, ok };
  };
  const record = (samples: VisitorSamples, answer: { ms: number; ok: boolean }) => {
    samples.ms.push(answer.ms);
    if (!answer.ok) samples.failures++;
  };
  return {
    /** `count` requests after `warmUp` unmeasured ones (a page's first answers fill caches). */
    async idle(count: number, warmUp: number): Promise<VisitorSamples> {
      for (let i = 0; i < warmUp; i++) await once();
      const samples: VisitorSamples = { ms: [], failures: 0 };
      for (let i = 0; i < count; i++) record(samples, await once());
      return samples;
    },
    /** Requests one after another from now until `work` settles: its outcome and the requests' latencies. */
    async during<T>(work: Promise<T>): Promise<{ result: T; samples: VisitorSamples }> {
      let settled = false;
      // Settled either way at once, so a failing work is not an unhandled rejection while the visitor reads.
      const outcome = work.then((result) => ({ ok: true as const, result }), (error: unknown) => ({ ok: false as const, error }));
      void outcome.then(() => (settled = true));
      const samples: VisitorSamples = { ms: [], failures: 0 };
      while (!settled) record(samples, await once());
      const settledWork = await outcome;
      if (!settledWork.ok) throw settledWork.error;
      return { result: settledWork.result, samples };
    },
  };
}
