import { percentile } from '../percentile';
import { loadPage, requestOnce, type LoadFigures, type PageRequest } from './http-load';

// One page kind measured as cold mode measures it (`npm run bench:http -- --cold`): a few unmeasured
// requests to warm the code, then one client asking for distinct URLs one after another, then
// `connections` clients asking for distinct URLs, then the same URL again and again (cached), as it is and
// compressed (the Accept-Encoding a browser sends).

export interface ColdSubject {
  /** Who is measured: "bare", or the brand. */
  brand: string;
  page: string;
  origin: URL;
  host: string;
  /** The cached run's one URL. */
  path: string;
  /** A URL no earlier request asked for. */
  nextPath: () => string;
}

export interface RunFigures {
  perSecond: number;
  p50: number;
  p95: number;
  failures: number;
  nextCache: Set<string>;
}

export interface ColdFigures {
  subject: ColdSubject;
  single: RunFigures;
  concurrent: RunFigures;
  cached: RunFigures;
  cachedCompressed: RunFigures;
}

/** What Chromium sends: every page a browser asks for comes compressed. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const fromLoad = (figures: LoadFigures): RunFigures => ({ ...figures });

async function oneClient(subject: ColdSubject, requests: number): Promise<RunFigures> {
  const latencies: number[] = [];
  const nextCache = new Set<string>();
  let failures = 0;
  const started = performance.now();
  for (let i = 0; i < requests; i += 1) {
    const answer = await requestOnce({ origin: subject.origin, path: subject.nextPath(), host: subject.host });
    latencies.push(answer.ms);
    nextCache.add(answer.nextCache);
    if (answer.status < 200 || answer.status >= 300) failures += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: requests / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures, nextCache };
}

export async function measureCold(subject: ColdSubject, { connections, seconds, requests }: { connections: number; seconds: number; requests: number }): Promise<ColdFigures> {
  const request = (path: string): PageRequest => ({ origin: subject.origin, path, host: subject.host });
  for (let i = 0; i < 5; i += 1) await requestOnce(request(subject.nextPath()));
  const single = await oneClient(subject, requests);
  const concurrent = fromLoad(await loadPage(request(subject.nextPath()), { connections, seconds, nextPath: subject.nextPath }));
  await requestOnce(request(subject.path));
  const cached = fromLoad(await loadPage(request(subject.path), { connections, seconds }));
  const cachedCompressed = fromLoad(await loadPage(request(subject.path), { connections, seconds, acceptEncoding: BROWSER_ACCEPT_ENCODING }));
  return { subject, single, concurrent, cached, cachedCompressed };
}
