import { dbPool } from '@/lib/db/client';
import { PAGE_CHANGES_CHANNEL } from './channel';
import { instanceId } from './instance';
import { revalidatePublicPages } from './revalidate';

/**
 * A seller changed what public pages show (a listing published, edited, priced, re-statused, deleted or
 * restored; a broker profile): call from the route handler after the write. This instance marks its
 * listing and broker pages stale at once; every other instance hears it through PostgreSQL NOTIFY
 * (lib/page-changes/listener.ts) and does the same. A failed NOTIFY is logged, not the seller's error:
 * the other instances then catch up at their 5-minute revalidate.
 */
export async function publicPagesChanged(): Promise<void> {
  revalidatePublicPages();
  try {
    await dbPool().query('select pg_notify($1, $2)', [PAGE_CHANGES_CHANNEL, JSON.stringify({ from: instanceId() })]);
  } catch (error) {
    console.error('page changes: could not tell the other instances', error instanceof Error ? error.message : error);
  }
}
