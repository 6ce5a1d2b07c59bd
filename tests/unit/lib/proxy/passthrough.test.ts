import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isNextInternalPath, isPassthroughPath, publicFiles } from '@/lib/proxy/passthrough';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Files of public/ that git tracks or would track (new, not ignored), as URL paths. */
function trackedPublicFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'public'], { cwd: root, encoding: 'utf8' });
  expect(listed.status).toBe(0);
  return listed.stdout.split('\0').filter(Boolean).map((file) => `/${path.posix.relative('public', file)}`);
}

/** Files the install copies into public/ (scripts/lib.mjs `browserFiles`), as URL paths. */
async function copiedBrowserFiles(): Promise<string[]> {
  const scripts: unknown = await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'scripts/lib.mjs')).href);
  const { browserFiles } = z.object({ browserFiles: z.array(z.tuple([z.string(), z.string().startsWith('public/')])) }).parse(scripts);
  return browserFiles.map(([, to]) => `/${path.posix.relative('public', to)}`);
}

describe('proxy passthrough', () => {
  it('lists exactly the files of public/: tracked ones and those copied there at install', async () => {
    const tracked = trackedPublicFiles();
    const copied = await copiedBrowserFiles();
    // robots.txt is each brand's own (lib/proxy/crawler-files.ts), not a file of public/.
    expect(tracked).not.toContain('/robots.txt');
    expect(copied).toContain('/maplibre-gl-worker.mjs');
    expect([...publicFiles].sort()).toEqual([...tracked, ...copied].sort());
  });

  it.each([
    ['/favicon.ico'],
    ['/maplibre-gl-worker.mjs'],
    ['/brand-assets/farm/logo.svg'],
    ['/resizedimages/81/122/cover/80/webp/1-5'],
  ])('lets %s through untouched', (pathname) => {
    expect(isPassthroughPath(pathname)).toBe(true);
  });

  it.each([
    ['/brand-assets/x'],
    ['/brand-assets/farm/'],
    ['/brand-assets//logo.svg'],
    ['/brand-assets/farm/logo.svg/extra'],
    ['/robots.txt'],
    ['/robots.txt/x'],
    ['/favicon.ico/x'],
    ['/ROBOTS.TXT'],
    ['/resizedimages'],
    ['/land/robots.txt'],
    ['/'],
  ])('treats %s as a page path of the brand', (pathname) => {
    expect(isPassthroughPath(pathname)).toBe(false);
  });

  it("recognizes Next's own endpoints by the /_next/ prefix only", () => {
    expect(isNextInternalPath('/_next/static/chunks/app.js')).toBe(true);
    expect(isNextInternalPath('/_nextfoo')).toBe(false);
    expect(isNextInternalPath('/land/_next/x')).toBe(false);
  });
});
