// A token bucket: at most `perMinute` sends a minute, spread evenly, with a burst of a second's worth.
// `take()` resolves when a send may start. One per worker process.

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

export class SendRate {
  private tokens: number;
  private updatedAt: number;
  private readonly perMs: number;
  private readonly burst: number;
  private queue: Promise<void> = Promise.resolve();

  constructor(perMinute: number, private readonly clock: Clock = realClock) {
    this.perMs = perMinute / 60_000;
    this.burst = Math.max(1, Math.ceil(perMinute / 60));
    this.tokens = this.burst;
    this.updatedAt = clock.now();
  }

  /** Waits for a token; callers are served in the order they asked. */
  take(): Promise<void> {
    const turn = this.queue.then(() => this.waitForToken());
    this.queue = turn;
    return turn;
  }

  private async waitForToken(): Promise<void> {
    for (;;) {
      const now = this.clock.now();
      this.tokens = Math.min(this.burst, this.tokens + (now - this.updatedAt) * this.perMs);
      this.updatedAt = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await this.clock.sleep(Math.ceil((1 - this.tokens) / this.perMs));
    }
  }
}
