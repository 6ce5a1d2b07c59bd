import { describe, expect, it } from 'vitest';
import { QueueFullError, ResizeQueue } from '@/lib/images/resize-queue';

function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ResizeQueue', () => {
  it('runs at most `concurrency` tasks and refuses the one beyond the waiting list without calling it', async () => {
    const queue = new ResizeQueue({ concurrency: 2, maxWaiting: 3 });
    const gate = deferred();
    const started: number[] = [];
    const accepted = Array.from({ length: 5 }, (_, i) => queue.run(async () => { started.push(i); await gate.promise; return i; }));
    await tick();
    expect([queue.running, queue.waiting, started]).toEqual([2, 3, [0, 1]]);
    let called = false;
    await expect(queue.run(async () => { called = true; })).rejects.toBeInstanceOf(QueueFullError);
    expect(called).toBe(false);
    gate.resolve();
    expect(await Promise.all(accepted)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses at once with no waiting list when every slot is taken', async () => {
    const queue = new ResizeQueue({ concurrency: 1, maxWaiting: 0 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    await expect(queue.run(async () => 'second')).rejects.toThrow(QueueFullError);
    gate.resolve();
    await first;
  });

  it('releases the slot when a task succeeds and when it fails', async () => {
    const queue = new ResizeQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
    expect(queue.running).toBe(0);
    await expect(queue.run(async () => { throw new Error('decode failed'); })).rejects.toThrow('decode failed');
    expect(queue.running).toBe(0);
    await expect(queue.run(() => { throw new Error('thrown before any await'); })).rejects.toThrow('thrown before');
    expect(queue.running).toBe(0);
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });

  it('hands a failed task\'s slot to the next waiter', async () => {
    const queue = new ResizeQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const failing = queue.run(async () => { await gate.promise; throw new Error('timeout'); });
    const waiting = queue.run(async () => 'next');
    gate.resolve();
    await expect(failing).rejects.toThrow('timeout');
    await expect(waiting).resolves.toBe('next');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('runs waiters in arrival order, and a newcomer does not overtake them', async () => {
    const queue = new ResizeQueue({ concurrency: 1, maxWaiting: 4 });
    const order: string[] = [];
    const gate = deferred();
    const runs = [queue.run(async () => { await gate.promise; order.push('first'); })];
    for (const name of ['a', 'b', 'c']) runs.push(queue.run(async () => { order.push(name); }));
    gate.resolve();
    await runs[0];
    runs.push(queue.run(async () => { order.push('late'); }));
    await Promise.all(runs);
    expect(order).toEqual(['first', 'a', 'b', 'c', 'late']);
  });

  it('rejects a configuration without a slot', () => {
    expect(() => new ResizeQueue({ concurrency: 0, maxWaiting: 8 })).toThrow(RangeError);
  });
});
