import type { ImageRequest } from './params';
import { QueueFullError, type ResizeQueue } from './resize-queue';
import { resizeImage, ResizeTimeoutError } from './resize';
import type { VariantCache } from './variant-cache';

/** What a client is told to wait before retrying a refused or timed-out resize. */
export const RETRY_AFTER_SECONDS = 2;

export type VariantResult =
  | { kind: 'image'; body: Buffer }
  | { kind: 'busy'; retryAfterSeconds: number }
  | { kind: 'unreadable' };

/** Reads a variant's original from the media store: its bytes, or null when it is gone. */
export type ReadOriginal = () => Promise<Buffer | null>;

/** The media store failed to answer (a network fault, the bucket down): a retry may succeed, unlike for a bad image. */
export class OriginalUnavailableError extends Error {
  override readonly name = 'OriginalUnavailableError';
}

type Resize = (source: Buffer, request: ImageRequest, timeoutSeconds: number) => Promise<Buffer>;
/** Arms a deadline that calls `expire` after `ms`; returns what disarms it. */
type StartDeadline = (ms: number, expire: () => void) => () => void;

const startTimer: StartDeadline = (ms, expire) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

interface Job {
  started: Promise<void>;
  finished: Promise<Buffer>;
}

async function originalBytes(read: ReadOriginal): Promise<Buffer> {
  let original: Buffer | null;
  try {
    original = await read();
  } catch (error) {
    throw new OriginalUnavailableError('the media store could not be read', { cause: error });
  }
  if (!original) throw new Error('the original is gone from the media store');
  return original;
}

const isRetryable = (error: unknown) => error instanceof QueueFullError || error instanceof ResizeTimeoutError || error instanceof OriginalUnavailableError;

/**
 * Variants from the disk cache, or resized under the queue's limits. Cache hits never queue and never
 * read the original; a miss reads it from the media store once it has a slot, so waiting requests hold
 * no originals in memory. Simultaneous misses for one variant share one resize.
 */
export class ImageVariants {
  readonly #jobs = new Map<string, Job>();

  constructor(private readonly options: { cache: VariantCache; queue: ResizeQueue; timeoutSeconds: number; resize?: Resize; startDeadline?: StartDeadline }) {}

  async get(readOriginal: ReadOriginal, request: ImageRequest, key: string): Promise<VariantResult> {
    const cached = await this.options.cache.read(key, request.format);
    if (cached) return { kind: 'image', body: cached };
    try {
      return { kind: 'image', body: await this.#withinDeadline(this.#job(readOriginal, request, key)) };
    } catch (error) {
      if (isRetryable(error)) return { kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS };
      return { kind: 'unreadable' };
    }
  }

  #job(readOriginal: ReadOriginal, request: ImageRequest, key: string): Job {
    const running = this.#jobs.get(key);
    if (running) return running;
    const { cache, queue, timeoutSeconds, resize = resizeImage } = this.options;
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => { markStarted = resolve; });
    const finished = queue.run(async () => {
      markStarted();
      const body = await resize(await originalBytes(readOriginal), request, timeoutSeconds);
      await cache.write(key, request.format, body);
      return body;
    });
    const job = { started, finished };
    this.#jobs.set(key, job);
    const forget = () => { this.#jobs.delete(key); };
    finished.then(forget, forget);
    return job;
  }

  // sharp's own timeout cannot stop an AVIF encode once libvips has handed it to libheif, so the
  // answer has its own clock, started when the resize starts; the slot stays taken until the work ends.
  #withinDeadline(job: Job): Promise<Buffer> {
    const { startDeadline = startTimer, timeoutSeconds } = this.options;
    let disarm = () => {};
    let settled = false;
    const deadline = new Promise<never>((_, reject) => {
      void job.started.then(() => {
        if (settled) return;
        disarm = startDeadline(timeoutSeconds * 1000, () => reject(new ResizeTimeoutError('resize deadline passed')));
      });
    });
    return Promise.race([job.finished, deadline]).finally(() => {
      settled = true;
      disarm();
    });
  }
}
