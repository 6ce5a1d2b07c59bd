/** Refused at once: the queue already holds as many waiting resizes as it may. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
}

/**
 * A semaphore with a bounded waiting list: at most `concurrency` tasks run, at most `maxWaiting`
 * wait in arrival order, and any further task is refused with QueueFullError without being called.
 * A short queue keeps a burst from stacking up work that would finish long after its client gave up.
 */
export class ResizeQueue {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(options: { concurrency: number; maxWaiting: number }) {
    if (!(options.concurrency >= 1) || !(options.maxWaiting >= 0)) throw new RangeError('concurrency must be >= 1 and maxWaiting >= 0');
    this.#concurrency = options.concurrency;
    this.#maxWaiting = options.maxWaiting;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.#concurrency) this.#running++;
    else if (this.#waiting.length < this.#maxWaiting) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else throw new QueueFullError(`${this.#running} resizes running and ${this.#waiting.length} waiting`);
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  // The slot passes straight to the first waiter, so a newcomer cannot overtake the queue.
  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running--;
  }
}
