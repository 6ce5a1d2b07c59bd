import { safeForConsole } from './safe-for-console';

// What the server log says about an error: enough to find the fault, never the data of the request that
// met it. A failed query's message ("Failed query: insert … params: casey@example.com,Casey") carries
// the values it bound, and PostgreSQL's `detail` ("Key (email)=(casey@example.com) already exists")
// names the row: both stay out. Kept: each error's name, SQLSTATE code and message up to its values,
// along the cause chain, and the top error's stack frames.

const MAX_CAUSES = 8;
const MAX_FRAMES = 12;

function field(error: object, name: string): unknown {
  return name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** A message without the values a query bound (Drizzle appends them after "params:"). */
function withoutValues(message: string): string {
  const at = message.search(/\n?\s*params:/);
  return at === -1 ? message : `${message.slice(0, at)} [values withheld]`;
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutValues(error) : `a thrown ${typeof error}`;
  const code = field(error, 'code');
  return `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${withoutValues(error.message)}`;
}

/** One log line (and stack frames) for an error and its causes, safe to print. */
export function errorSummary(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined && current !== null; depth++) {
    lines.push(`${depth === 0 ? '' : 'caused by '}${describeOne(current)}`);
    current = typeof current === 'object' ? field(current, 'cause') : undefined;
  }
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, MAX_FRAMES) : [];
  return safeForConsole([...lines, ...frames].join('\n'), 8000);
}
