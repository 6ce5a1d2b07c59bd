import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageVariants, RETRY_AFTER_SECONDS } from '@/lib/images/image-variants';
import type { ImageRequest } from '@/lib/images/params';
import { ResizeQueue } from '@/lib/images/resize-queue';
import { ResizeTimeoutError } from '@/lib/images/resize';
import { VariantCache } from '@/lib/images/variant-cache';

const request: ImageRequest = { height: 162, width: 243, fit: 'cover', quality: 80, format: 'webp', documentId: 1 };
const key = (n: number) => n.toString(16).padStart(32, '0');
const image = Buffer.from('resized');
// The original as the media store gives it; the resizes below are stand-ins that do not read it.
const original = async () => Buffer.from('original');

let dir: string;
beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-variants-')); });
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

type StartDeadline = ConstructorParameters<typeof ImageVariants>[0]['startDeadline'];

function setupWith(resize: () => Promise<Buffer>, options: { maxWaiting?: number; timeoutSeconds?: number }, startDeadline?: StartDeadline) {
  const calls = { count: 0 };
  const queue = new ResizeQueue({ concurrency: 1, maxWaiting: options.maxWaiting ?? 0 });
  const cache = new VariantCache(dir, 1_000_000);
  const variants = new ImageVariants({
    cache, queue, timeoutSeconds: options.timeoutSeconds ?? 10, startDeadline,
    resize: () => { calls.count++; return resize(); },
  });
  return { calls, queue, cache, variants };
}

const setup = (resize: () => Promise<Buffer>, options: { maxWaiting?: number; timeoutSeconds?: number } = {}) => setupWith(resize, options);

/** Resolves once `condition` holds, checking between event-loop turns; fails after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function blocked() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  return { gate, release };
}

describe('ImageVariants', () => {
  it('resizes a miss once, caches it, and serves the next request from the cache', async () => {
    const { calls, variants } = setup(async () => image);
    expect(await variants.get(original, request, key(1))).toEqual({ kind: 'image', body: image });
    expect(await variants.get(original, request, key(1))).toEqual({ kind: 'image', body: image });
    expect(calls.count).toBe(1);
  });

  it('answers busy at once when the queue is full, without resizing, and serves cache hits meanwhile', async () => {
    const { gate, release } = blocked();
    const { calls, cache, queue, variants } = setup(async () => { await gate; return image; });
    await cache.write(key(9), 'webp', Buffer.from('cached'));
    const first = variants.get(original, request, key(1));
    // The first request holds the one slot once its cache lookup (a file read, slower on a busy machine) has missed.
    await until(() => queue.running === 1, 'the first resize to take the slot');
    expect(await variants.get(original, request, key(2))).toEqual({ kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS });
    expect(await variants.get(original, request, key(9))).toEqual({ kind: 'image', body: Buffer.from('cached') });
    expect(calls.count).toBe(1);
    release();
    expect((await first).kind).toBe('image');
  });

  it('shares one resize between simultaneous requests for the same variant', async () => {
    const { gate, release } = blocked();
    const { calls, variants } = setup(async () => { await gate; return image; });
    const answers = Promise.all([1, 2, 3].map(() => variants.get(original, request, key(1))));
    release();
    expect((await answers).map((a) => a.kind)).toEqual(['image', 'image', 'image']);
    expect(calls.count).toBe(1);
  });

  it('answers busy for a sharp timeout and caches nothing', async () => {
    const { calls, queue, variants } = setup(async () => { throw new ResizeTimeoutError('timeout: 40% complete'); });
    expect(await variants.get(original, request, key(1))).toEqual({ kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS });
    expect(await variants.get(original, request, key(1))).toEqual({ kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS });
    expect([calls.count, queue.running, fs.readdirSync(dir)]).toEqual([2, 0, []]);
  });

  it('answers unreadable for a source that fails to decode and caches nothing', async () => {
    const { calls, variants } = setup(async () => { throw new Error('Input file contains unsupported image format'); });
    expect(await variants.get(original, request, key(1))).toEqual({ kind: 'unreadable' });
    expect(await variants.get(original, request, key(1))).toEqual({ kind: 'unreadable' });
    expect([calls.count, fs.readdirSync(dir)]).toEqual([2, []]);
  });

  it('reads the original only on a miss, and resizes its bytes', async () => {
    const reads = { count: 0 };
    const resized: Buffer[] = [];
    const variants = new ImageVariants({
      cache: new VariantCache(dir, 1_000_000), queue: new ResizeQueue({ concurrency: 1, maxWaiting: 0 }), timeoutSeconds: 10,
      resize: async (source) => { resized.push(source); return image; },
    });
    const read = async () => { reads.count++; return Buffer.from('original'); };
    expect(await variants.get(read, request, key(1))).toEqual({ kind: 'image', body: image });
    expect(await variants.get(read, request, key(1))).toEqual({ kind: 'image', body: image });
    expect([reads.count, resized.map(String)]).toEqual([1, ['original']]);
  });

  it('answers busy when the media store fails, unreadable when the original is gone, and caches neither', async () => {
    const { calls, variants } = setup(async () => image);
    const failing = async (): Promise<Buffer> => { throw new Error('connect ECONNREFUSED'); };
    expect(await variants.get(failing, request, key(1))).toEqual({ kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS });
    expect(await variants.get(async () => null, request, key(2))).toEqual({ kind: 'unreadable' });
    expect([calls.count, fs.readdirSync(dir)]).toEqual([0, []]);
  });

  it('answers busy when a resize outlives the deadline, and keeps the slot until the work ends', async () => {
    const { gate, release } = blocked();
    const { queue, variants } = setup(async () => { await gate; return image; }, { timeoutSeconds: 0.05 });
    expect(await variants.get(original, request, key(1))).toEqual({ kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS });
    expect(queue.running).toBe(1);
    release();
    // The slot comes free once the resize's work has ended (written to the cache), however long that takes.
    await until(() => queue.running === 0, 'the slot to come free');
  });

  it('starts the deadline when the work in the slot starts (reading the original, resizing), not while it waits for a slot', async () => {
    // The deadlines this test's variants arm, each with how many jobs had started their work by then.
    const deadlines: { ms: number; jobsStarted: number; expire: () => void }[] = [];
    const first = blocked();
    const second = blocked();
    // A job's work starts with reading the original from the media store, which the deadline covers too.
    let jobs = 0;
    const readOriginal = async () => { jobs++; return Buffer.from('original'); };
    const { queue, variants } = setup(async () => (jobs === 1 ? first : second).gate.then(() => image), { maxWaiting: 1, timeoutSeconds: 0.05 });
    // The second request is made once the first holds the slot: each first reads the cache (a file
    // read), and two reads may finish in either order.
    const running = variants.get(readOriginal, request, key(1));
    await until(() => queue.running === 1, 'the first resize to take the slot');
    const waiting = variants.get(readOriginal, request, key(2));
    await until(() => queue.waiting === 1, 'the second resize to wait for the slot');
    await until(() => deadlines.length === 1, 'the running resize to arm its deadline');
    // The waiting request has no clock yet: however long it waits for the slot, that does not count.
    expect(deadlines.map((d) => [d.ms, d.jobsStarted])).toEqual([[50, 1]]);
    first.release();
    expect((await running).kind).toBe('image');
    await until(() => deadlines.length === 2, 'the waiting resize to start and arm its deadline');
    expect(deadlines.map((d) => [d.ms, d.jobsStarted])).toEqual([[50, 1], [50, 2]]);
    second.release();
    expect((await waiting).kind).toBe('image');

    // And the deadline, once it passes, answers busy.
    const third = blocked();
    const late = setup(async () => third.gate.then(() => image), { timeoutSeconds: 0.05 });
    const answer = late.variants.get(original, request, key(3));
    await until(() => deadlines.length === 3, 'the third resize to arm its deadline');
    deadlines[2]?.expire();
    expect(await answer).toEqual({ kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS });
    third.release();
    // The late resize still writes its variant; the test's folder is removed only after that.
    await until(() => late.queue.running === 0, 'the late resize to finish writing its variant');

    function setup(resize: () => Promise<Buffer>, options: { maxWaiting?: number; timeoutSeconds: number }) {
      return setupWith(resize, options, (ms, expire) => {
        deadlines.push({ ms, jobsStarted: jobs, expire });
        return () => {};
      });
    }
  });
});

describe('ImageVariants with sharp', () => {
  it('answers unreadable for a file that is not an image and writes nothing', async () => {
    const source = path.join(dir, 'bogus.jpg');
    fs.writeFileSync(source, 'not an image');
    const cacheDir = path.join(dir, 'cache');
    const variants = new ImageVariants({ cache: new VariantCache(cacheDir, 1_000_000), queue: new ResizeQueue({ concurrency: 1, maxWaiting: 0 }), timeoutSeconds: 10 });
    expect(await variants.get(async () => fs.readFileSync(source), request, key(1))).toEqual({ kind: 'unreadable' });
    expect(fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir, { recursive: true }) : []).toEqual([]);
  });
});
