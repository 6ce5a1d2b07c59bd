import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PgliteSessionQueue } from './pglite-session-queue';

export interface EmbeddedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One process per PGlite data directory: a second opener would corrupt it. The lock file is created
 * exclusively (O_EXCL), so of two processes starting at once exactly one wins; a lock left by a
 * process that no longer runs is removed and taken again.
 */
function takeLock(dataDir: string): () => void {
  const lock = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lock, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new Error(`${dataDir} is in use by process ${pid}; stop it first`);
      }
      fs.rmSync(lock, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

/**
 * PGlite (PostgreSQL in WebAssembly) served on a loopback port, so the app uses the ordinary `pg`
 * driver and queries run in this process, never on the web server's event loop (DESIGN §3).
 */
export async function startEmbeddedServer(options: { dataDir: string; port: number }): Promise<EmbeddedServer> {
  const inMemory = options.dataDir.startsWith('memory://');
  const release = inMemory ? () => {} : takeLock(options.dataDir);
  if (!inMemory) fs.mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(inMemory ? 'memory://' : options.dataDir);
  const server = new PGLiteSocketServer({ db, port: options.port, host: '127.0.0.1', maxConnections: 32 });
  // The library's own queue interleaves connections message by message (see pglite-session-queue.ts);
  // its handlers are given the server's queue when they connect, so replacing it before start is enough.
  (server as unknown as { queryQueue: PgliteSessionQueue }).queryQueue = new PgliteSessionQueue(db);
  try {
    await server.start();
  } catch (error) {
    await db.close();
    release();
    throw error;
  }
  return {
    port: options.port,
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
      release();
    },
  };
}
