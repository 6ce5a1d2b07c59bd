import { randomBytes, timingSafeEqual } from 'node:crypto';

// Who this app process is, for the page-change messages between instances: an id other instances see
// in the message (so an instance skips its own), and a secret that only this process knows, with which
// its listener asks its own server to mark pages stale. One pair per process, kept on globalThis so
// server.ts and the route handlers Next bundles apart see the same values.

const KEY = Symbol.for('acrewise.page-changes-instance');
type WithInstance = typeof globalThis & { [KEY]?: { id: string; secret: string } };

function instance() {
  const g = globalThis as WithInstance;
  g[KEY] ??= { id: randomBytes(9).toString('base64url'), secret: randomBytes(24).toString('base64url') };
  return g[KEY];
}

export const instanceId = (): string => instance().id;
export const instanceSecret = (): string => instance().secret;

export const PAGE_CHANGES_SECRET_HEADER = 'x-acrewise-page-changes';

/** True when `offered` is this process's secret (compared in constant time). */
export function isInstanceSecret(offered: string | null): boolean {
  if (!offered) return false;
  const [a, b] = [Buffer.from(offered), Buffer.from(instanceSecret())];
  return a.length === b.length && timingSafeEqual(a, b);
}
