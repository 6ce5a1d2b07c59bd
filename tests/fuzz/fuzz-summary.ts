import { curlCommand, describeRequest } from './fuzz-request';
import { isFailure, type FuzzOutcome } from './run-requests';

// Figures per brand (answers by status class, latency) and failures grouped by what they look like.

/** 429 apart from the other 4xx: a run answered mostly 429 has tested the rate limiter, not the app. */
const outcomeClasses = ['2xx', '3xx', '4xx', '429', '5xx', 'timeout', 'connection'] as const;
type OutcomeClass = (typeof outcomeClasses)[number];

export interface BrandSummary {
  brand: string;
  total: number;
  classes: Record<OutcomeClass, number>;
  p50: number;
  p95: number;
  max: number;
  failures: FuzzOutcome[];
}

function classOf(outcome: FuzzOutcome): OutcomeClass {
  if (outcome.kind !== 'answer') return outcome.kind;
  if (outcome.status === 429) return '429';
  return outcome.status >= 500 ? '5xx' : outcome.status >= 400 ? '4xx' : outcome.status >= 300 ? '3xx' : '2xx';
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function summarize(brand: string, outcomes: readonly FuzzOutcome[]): BrandSummary {
  const classes = Object.fromEntries(outcomeClasses.map((c) => [c, 0])) as Record<OutcomeClass, number>;
  for (const outcome of outcomes) classes[classOf(outcome)] += 1;
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return { brand, total: outcomes.length, classes, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0, failures: outcomes.filter(isFailure) };
}

export function summaryTable(summaries: readonly BrandSummary[]): string {
  const header = ['brand', 'requests', ...outcomeClasses, 'p50 ms', 'p95 ms', 'max ms'];
  const rows = summaries.map((s) => [s.brand, s.total, ...outcomeClasses.map((c) => s.classes[c]), s.p50, s.p95, s.max].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows].map((r) => r.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ')).join('\n');
}

function undecodable(path: string): boolean {
  try {
    decodeURIComponent(path.split('?')[0] ?? '');
    return false;
  } catch {
    return true;
  }
}

/** Headers that can change how a request is served (all but the fake client address and the body type). */
const notableHeaders = (headers: Record<string, string>) => Object.keys(headers).filter((h) => h !== 'x-forwarded-for' && h !== 'content-type');

/**
 * A guess at what a failure has in common with others, from the request alone: a path no decoder
 * accepts and a request target that is not a path are causes of their own; anything else groups by
 * family, method, the path's first two segments and the unusual headers sent.
 */
function failureCause(outcome: FuzzOutcome): string {
  const { request } = outcome;
  const status = outcome.kind === 'answer' ? String(outcome.status) : outcome.kind;
  // A broken connection says more by how it broke than by where.
  if (outcome.kind === 'connection') return `connection ${/\bE[A-Z_]+\b/.exec(outcome.detail ?? '')?.[0] ?? (outcome.detail ?? '').slice(0, 60)}`;
  if (!request.path.startsWith('/')) return `${status} request target in ${request.path.startsWith('*') ? 'asterisk' : 'absolute'} form`;
  if (undecodable(request.path)) return `${status} path with undecodable percent-encoding`;
  const route = request.path.split('?')[0]?.split('/').slice(0, 3).join('/') ?? '';
  const headers = notableHeaders(request.headers);
  return `${status} ${request.method} ${request.family} ${route.length > 60 ? `${route.slice(0, 60)}…` : route}${headers.length ? ` [${headers.join(', ')}]` : ''}`;
}

/** Failures grouped by `failureCause`, largest group first, each with examples and a curl command. */
export function failureReport(failures: readonly FuzzOutcome[], origin: string, examplesPerGroup = 2, maxGroups = 25): string {
  const groups = new Map<string, FuzzOutcome[]>();
  for (const failure of failures) groups.set(failureCause(failure), [...(groups.get(failureCause(failure)) ?? []), failure]);
  const lines: string[] = [];
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length);
  for (const [key, members] of sorted.slice(0, maxGroups)) {
    lines.push(`${members.length} × ${key}`);
    for (const example of members.slice(0, examplesPerGroup)) {
      lines.push(`    ${describeRequest(example.request)} (${example.ms} ms)`);
      if (example.detail) lines.push(`      ${example.detail.replace(/\s+/g, ' ').slice(0, 200)}`);
      lines.push(`      ${curlCommand(example.request, origin).slice(0, 400)}`);
    }
  }
  if (sorted.length > maxGroups) lines.push(`… and ${sorted.length - maxGroups} smaller groups (${sorted.slice(maxGroups).reduce((n, [, m]) => n + m.length, 0)} failures)`);
  return lines.join('\n');
}
