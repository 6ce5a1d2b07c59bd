import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '@/lib/db/embedded-server';
import { freePort } from '@/lib/net/free-port';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-server-'));
const dataDir = path.join(dir, 'pglite');
const lock = `${dataDir}.lock`;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A process id that belonged to a process which has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 999_999;
}

describe('embedded PGlite server', () => {
  it('refuses a data directory another running process holds', async () => {
    fs.writeFileSync(lock, String(process.ppid));
    await expect(startEmbeddedServer({ dataDir, port: await freePort() })).rejects.toThrow(`is in use by process ${process.ppid}`);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock, serves SQL over the pg protocol and releases the lock on stop', async () => {
    fs.writeFileSync(lock, String(await deadPid()));
    const server = await startEmbeddedServer({ dataDir, port: await freePort() });
    try {
      expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>('select 6 * 7 as answer');
      await client.end();
      expect(rows[0]?.answer).toBe(42);
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(lock)).toBe(false);
  }, 60_000);
});
