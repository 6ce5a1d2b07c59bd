import type { PGlite } from '@electric-sql/pglite';
import { renameStatements } from './wire-statement-names';

// PGlite is one PostgreSQL session. pglite-socket lets many connections share it, but its queue runs
// their protocol messages interleaved one by one: connection B's Parse can land between A's Parse and
// Bind (the unnamed statement is per session, so A binds B's query), B's query can run inside A's
// transaction, a named statement prepared by one connection collides with the same name from the next,
// and after one failed message the queue stops for good. Under 20 concurrent page clients that dropped
// 13% of requests. This queue replaces it (docs/database.md "Embedded server"):
// - a connection owns the session from its first message until a Sync or simple Query completes with no
//   transaction open, so extended-protocol batches and transactions never interleave;
// - statement and portal names are prefixed per connection and deallocated when it goes;
// - a failing message rejects alone and the queue keeps going.

interface Work {
  handlerId: number;
  message: Uint8Array;
  /** Cleanup the queue itself runs in the departing connection's turn (no protocol message). */
  task?: () => Promise<void>;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Messages after which a connection may hand the session over: Sync, simple Query, Terminate, and the
 * untyped startup message (its first byte is the high byte of its length, 0).
 */
const BATCH_END = new Set([0, 'S'.charCodeAt(0), 'Q'.charCodeAt(0), 'X'.charCodeAt(0)]);

/** The shape pglite-socket's handlers call (its own QueryQueueManager's public methods). */
export class PgliteSessionQueue {
  private readonly queue: Work[] = [];
  private owner: number | null = null;
  private running = false;
  private readonly statements = new Map<number, Set<string>>();

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const work = this.queue[i];
      if (work?.handlerId === handlerId) {
        this.queue.splice(i, 1);
        work.reject(new Error('connection closed'));
      }
    }
  }

  /**
   * The connection went away: in its turn (right away if it holds the session), end its transaction and
   * drop its statements. db.exec takes PGlite's own lock, so this runs outside runExclusive.
   */
  clearTransactionIfNeeded(handlerId: number): Promise<void> {
    const names = [...(this.statements.get(handlerId) ?? [])];
    this.statements.delete(handlerId);
    const task = async () => {
      if (this.owner === handlerId && this.db.isInTransaction()) await this.db.exec('ROLLBACK');
      for (const name of names) await this.db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
    };
    return new Promise((resolve, reject) => {
      const work = { handlerId, message: new Uint8Array([0]), onData: () => undefined, resolve: () => resolve(), reject, task };
      if (this.owner === handlerId) this.queue.unshift(work);
      else this.queue.push(work);
      void this.drain();
    });
  }

  private next(): Work | undefined {
    const index = this.owner === null ? 0 : this.queue.findIndex((w) => w.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let work = this.next(); work; work = this.next()) await this.run(work);
    } finally {
      this.running = false;
    }
  }

  private async run(work: Work): Promise<void> {
    this.owner = work.handlerId;
    if (work.task) {
      await work.task().then(() => work.resolve(0), work.reject);
      if (!this.db.isInTransaction()) this.owner = null;
      return;
    }
    const { message, names } = renameStatements(work.message, `h${work.handlerId}.`);
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (data) => {
            bytes += data.length;
            work.onData(data);
          },
        }),
      );
      if (names.prepared) this.track(work.handlerId).add(names.prepared);
      if (names.closed) this.track(work.handlerId).delete(names.closed);
      work.resolve(bytes);
    } catch (error) {
      work.reject(error);
    }
    const type = message[0] ?? 0;
    if (BATCH_END.has(type) && !this.db.isInTransaction()) this.owner = null;
  }

  private track(handlerId: number): Set<string> {
    let names = this.statements.get(handlerId);
    if (!names) this.statements.set(handlerId, (names = new Set()));
    return names;
  }
}
