import pg from 'pg';
import { PAGE_CHANGES_CHANNEL, readPageChange } from './channel';
import { instanceId } from './instance';

// Each app instance listens on one PostgreSQL connection of its own for the page changes the others
// announce (lib/page-changes/pages-changed.ts). A burst of changes becomes one call of `onChange`; a lost
// connection is opened again with a growing pause, and a change announced meanwhile is made up for by
// one call on reconnecting (the listener cannot know what it missed).

export interface PageChangeListener {
  stop(): Promise<void>;
}

interface Options {
  connectionString: string;
  /** Mark this instance's pages stale. */
  onChange: () => Promise<void>;
  log?: (message: string) => void;
  /** Changes within this many milliseconds are one call. */
  coalesceMs?: number;
}

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000] as const;

export function listenForPageChanges({ connectionString, onChange, log = console.log, coalesceMs = 200 }: Options): PageChangeListener {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let pending: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const changed = () => {
    if (pending || stopped) return;
    pending = setTimeout(() => {
      pending = undefined;
      onChange().catch((error: unknown) => log(`page changes: could not mark pages stale (${error instanceof Error ? error.message : String(error)})`));
    }, coalesceMs);
  };

  const reconnect = () => {
    if (stopped || retry) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 30_000;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, wait);
  };

  async function connect(again: boolean): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('error', (error) => {
      log(`page changes: listening connection lost (${error.message})`);
      if (client === next) client = undefined;
      next.end().catch(() => {});
      reconnect();
    });
    next.on('notification', (message) => {
      const change = message.channel === PAGE_CHANGES_CHANNEL ? readPageChange(message.payload) : null;
      if (change && change.from !== instanceId()) changed();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PAGE_CHANGES_CHANNEL}`);
      if (stopped) return void (await next.end());
      client = next;
      failures = 0;
      if (again) changed();
    } catch (error) {
      log(`page changes: cannot listen (${error instanceof Error ? error.message : String(error)}); retrying`);
      next.end().catch(() => {});
      reconnect();
    }
  }

  void connect(false);
  return {
    async stop() {
      stopped = true;
      clearTimeout(pending);
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
