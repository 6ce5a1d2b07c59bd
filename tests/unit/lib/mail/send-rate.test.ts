import { describe, expect, it } from 'vitest';
import { SendRate, type Clock } from '@/lib/mail/send-rate';

/** A clock whose sleeps pass at once and are added up. */
function fakeClock(): Clock & { slept: number } {
  let now = 0;
  const clock = {
    slept: 0,
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
      clock.slept += ms;
    },
  };
  return clock;
}

describe('SendRate', () => {
  it('lets a second’s worth go at once, then spreads the rest evenly over the minute', async () => {
    const clock = fakeClock();
    const rate = new SendRate(600, clock);
    for (let i = 0; i < 10; i++) await rate.take();
    expect(clock.slept).toBe(0);
    for (let i = 0; i < 600; i++) await rate.take();
    // 600 more at 10 a second take a minute.
    expect(clock.slept).toBeGreaterThanOrEqual(59_900);
    expect(clock.slept).toBeLessThanOrEqual(60_100);
  });

  it('serves callers in the order they asked', async () => {
    const clock = fakeClock();
    const rate = new SendRate(60, clock);
    const order: number[] = [];
    await Promise.all([0, 1, 2, 3].map((i) => rate.take().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3]);
    expect(clock.slept).toBeGreaterThanOrEqual(3_000);
  });
});
