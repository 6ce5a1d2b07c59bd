import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

describe('copy in Node processes outside Next (job worker, npm run alerts)', () => {
  it('formats the compiled messages once the format-only alias is imported first', async () => {
    const { stdout } = await run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tests/unit/scripts/print-alert-copy.ts'], {
      cwd: root, env: { ...process.env, APP_ENV: 'test' }, timeout: 30_000,
    });
    expect(stdout.trim()).toBe('2 more listings: http://land.localhost:3000/texas/');
  });
});
