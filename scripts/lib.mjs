// Helpers for the start/build scripts. Only Node built-ins: these run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
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
 * Installs dependencies when node_modules is missing or older than the lock file.
 * `npm install` rather than `npm ci`: the registry we install from does not carry every
 * platform build of optional native packages (e.g. darwin builds of @next/swc), so the lock
 * file cannot list them and `npm ci` refuses it; `npm install` installs the same locked tree.
 */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** A stamp of the sources a build was made from, so a changed checkout rebuilds. */
export function sourceStamp() {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=normal'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return null;
  return `${head.stdout.trim()}\n${dirty.stdout.trim()}`;
}

export function ensureBuild({ force = false } = {}) {
  const stampFile = path.join(root, '.next', 'source-stamp');
  const stamp = sourceStamp();
  const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID'));
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
