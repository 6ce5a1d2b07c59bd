import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/performance.md "The one patch to Next": Next measures every page it caches with
// JSON.stringify(entry).length, a fifth of a cold render's CPU, for a limit that applies only to its
// fetch cache. patches/next+<version>.patch (patch-package, run by `npm ci`'s postinstall) measures
// fetch-cache entries only. This fails when Next is upgraded without the patch being redone, or when an
// install skipped it.

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the patch to Next (patches/)', () => {
  it('is made for the Next version installed', () => {
    const installed = (JSON.parse(read('node_modules/next/package.json')) as { version: string }).version;
    const patches = fs.readdirSync(path.join(root, 'patches')).filter((name) => name.startsWith('next+'));
    expect(patches).toEqual([`next+${installed}.patch`]);
  });

  it('is applied: a page entry is stored without being stringified, a fetch entry is still measured', () => {
    const runtime = read('node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js');
    expect(runtime).toContain('let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152');
    expect(runtime).not.toContain('let i=JSON.stringify(t).length;');
    expect(read('node_modules/next/dist/server/lib/incremental-cache/index.js')).toContain('const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;');
  });

  it('runs on every install (postinstall, failing the install when it does not apply)', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.postinstall).toBe('patch-package --error-on-fail');
  });
});
