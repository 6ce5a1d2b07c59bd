// Helpers for the start/build scripts. Only Node built-ins: these run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Installs exactly the locked tree with `npm ci` when node_modules is missing or was installed from
 * another lock file. The lock lists the optional native builds of every platform (darwin, win32, linux
 * arm...), so `npm ci` accepts it on any developer's machine and nothing rewrites it. The stamp is the
 * lock's content hash, kept inside node_modules: a checkout that changes the lock (whatever its mtime)
 * installs again, and an unchanged one never does.
 * Then puts the files the browser loads from dependencies into public/.
 */
export function ensureDependencies() {
  const stampFile = path.join(root, 'node_modules', '.acrewise-lock-sha256');
  const lockHash = createHash('sha256').update(fs.readFileSync(path.join(root, 'package-lock.json'))).digest('hex');
  const installed = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
  if (installed !== lockHash) {
    console.log('Installing dependencies (npm ci)...');
    run('npm', ['ci', '--no-audit', '--no-fund']);
    fs.writeFileSync(stampFile, `${lockHash}\n`);
  }
  // Every path (start, dev, build, test) passes here, `next dev` included.
  copyBrowserFiles();
}

/**
 * Files the browser loads straight from a dependency, copied into public/ (and ignored by git): the
 * MapLibre worker, which the map loads from /maplibre-gl-worker.mjs (lib/map/worker.ts). Copied again
 * whenever the installed file differs, so an upgrade of maplibre-gl cannot leave a stale worker behind.
 */
export const browserFiles = [
  ['node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', 'public/maplibre-gl-worker.mjs'],
  // Brand fonts (lib/brand/fonts.ts, styles/globals.css).
  ['node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'public/fonts/inter-latin-wght-normal.woff2'],
  ['node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2', 'public/fonts/source-serif-4-latin-wght-normal.woff2'],
  ['node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2', 'public/fonts/figtree-latin-wght-normal.woff2'],
];

export function copyBrowserFiles() {
  for (const [from, to] of browserFiles) {
    const source = path.join(root, from);
    const target = path.join(root, to);
    if (!fs.existsSync(source)) {
      console.error(`${from} is missing: run npm install`);
      process.exit(1);
    }
    const current = fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size && fs.readFileSync(target).equals(fs.readFileSync(source));
    if (!current) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
    }
  }
}

/**
 * A stamp of the sources a build was made from, so a changed checkout rebuilds: the commit, the
 * content of uncommitted changes, and the size and time of untracked files.
 */
export function sourceStamp() {
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const head = git(['rev-parse', 'HEAD']);
  if (head.status !== 0) return null;
  const hash = createHash('sha256');
  hash.update(git(['diff', 'HEAD', '--no-ext-diff', '--binary']).stdout);
  for (const file of git(['ls-files', '--others', '--exclude-standard']).stdout.split('\n').filter(Boolean)) {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    hash.update(`${file}:${stat?.size}:${stat?.mtimeMs}\n`);
  }
  return `${head.stdout.trim()}\n${hash.digest('hex')}`;
}

/** Where `next build` writes (next.config.ts reads the same variable): tests build beside a running app. */
export const distDir = () => process.env.NEXT_DIST_DIR ?? '.next';

export function ensureBuild({ force = false } = {}) {
  // Before the up-to-date check: public/ is served from disk at start, not from the build.
  copyBrowserFiles();
  const stampFile = path.join(root, distDir(), 'source-stamp');
  const stamp = sourceStamp();
  const built = fs.existsSync(path.join(root, distDir(), 'BUILD_ID'));
  if (!force && built && stamp !== null && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('Building the app (next build)...');
  run(path.join(root, 'node_modules', '.bin', 'next'), ['build']);
  if (stamp !== null) fs.writeFileSync(stampFile, stamp);
}

export function start(command, args, env, stdio = 'inherit') {
  return spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
}

/** Echoes a child's stdout and resolves once a line containing `text` appears. */
export function waitForLine(child, text) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let done = false;
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (done) return;
      buffer = (buffer + chunk.toString()).slice(-4096);
      if (buffer.includes(text)) {
        done = true;
        resolve();
      }
    });
    child.on('exit', (code) => {
      if (!done) reject(new Error(`exited with ${code} before "${text}"`));
    });
  });
}

export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 600_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before listening on ${port}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host, () => { socket.end(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing listening on ${host}:${port} after ${timeoutMs} ms`);
}
