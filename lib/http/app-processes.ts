import cluster from 'node:cluster';
import os from 'node:os';

// One app process per core on one port (DESIGN §6, docs/platform.md "Processes"): the primary forks
// `count` workers that share the listening socket (node:cluster hands connections out in turn) and starts
// a new one when one dies. Each worker is a whole app instance with its own page cache; what must hold
// across them (sessions, rate limits, page invalidation) lives in PostgreSQL.

/** Answers WEB_CONCURRENCY when set, else one process per core the machine lets us use. */
export function appProcessCount(configured: number | undefined): number {
  return configured ?? os.availableParallelism();
}

const RESTART_PAUSE_MS = 1_000;

/**
 * In the primary, forks the workers, keeps them running and stops them on SIGTERM/SIGINT. Answers true
 * when this process is the primary (it serves nothing itself), false in a worker or with one process.
 */
export function runAsPrimary(count: number, log: (line: string) => void = console.log): boolean {
  if (count <= 1 || !cluster.isPrimary) return false;
  let stopping = false;
  const listening = new Set<number>();
  const fork = () => cluster.fork();
  cluster.on('listening', (worker) => listening.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // One that never came up (a bad setting, the port taken) would fail again: stop them all.
    if (!listening.has(worker.id)) {
      log(`app process ${worker.process.pid} stopped (${signal ?? code}) before it served; stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      setTimeout(() => process.exit(1), 5_000).unref();
      return;
    }
    log(`app process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_PAUSE_MS).unref();
  });
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  log(`> ${count} app processes`);
  for (let i = 0; i < count; i += 1) fork();
  return true;
}
