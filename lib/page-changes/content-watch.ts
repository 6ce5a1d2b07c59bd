import fs from 'node:fs';
import path from 'node:path';

// The brands' pages of text are read when a page is rendered (docs/content-pages.md); a file changed in
// place (a marketing preview on `npm start`, a file synced onto a server) shows on the next visit
// because this watcher marks the pages of text stale. A deploy needs none of it: it starts afresh.

export interface ContentWatcher {
  stop(): void;
}

/** Watches every `brands/<key>/pages/` folder; changes within `coalesceMs` are one call of `onChange`. */
export function watchContentPages(root: string, onChange: () => Promise<void>, { log = console.log, coalesceMs = 150 } = {}): ContentWatcher {
  const brands = path.join(root, 'brands');
  const folders = fs.readdirSync(brands, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(brands, entry.name, 'pages'))
    .filter((folder) => fs.existsSync(folder));
  let pending: NodeJS.Timeout | undefined;
  const changed = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      onChange().catch((error: unknown) => log(`pages of text: could not mark them stale (${error instanceof Error ? error.message : String(error)})`));
    }, coalesceMs);
  };
  const watchers = folders.map((folder) => fs.watch(folder, changed));
  for (const watcher of watchers) watcher.on('error', (error) => log(`pages of text: stopped watching (${error.message})`));
  return {
    stop() {
      clearTimeout(pending);
      for (const watcher of watchers) watcher.close();
    },
  };
}
