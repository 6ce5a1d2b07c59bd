import { describe, expect, it } from 'vitest';
import { alertWindow, MAX_LOOKBACK_DAYS } from '@/lib/alerts/alert-window';
import { DUE_SLACK_MS, dueCutoff, isDue } from '@/lib/alerts/due';

const now = new Date('2031-03-10T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('when an alert is due', () => {
  it('is due on every pass for Instant, up to a watermark at the pass itself', () => {
    expect(isDue('Instant', before(60_000), now)).toBe(true);
    expect(isDue('Instant', now, now)).toBe(true);
    expect(isDue('Instant', new Date(now.getTime() + 1), now)).toBe(false);
  });

  it('is due a day after the last Daily alert, allowing 5 minutes of slack for a pass at the same time each day', () => {
    expect(isDue('Daily', before(DAY), now)).toBe(true);
    expect(isDue('Daily', before(DAY - DUE_SLACK_MS), now)).toBe(true);
    expect(isDue('Daily', before(DAY - DUE_SLACK_MS - 1), now)).toBe(false);
    expect(isDue('Daily', before(12 * HOUR), now)).toBe(false);
  });

  it('is due a week after the last Weekly alert, with the same slack', () => {
    expect(isDue('Weekly', before(7 * DAY), now)).toBe(true);
    expect(isDue('Weekly', before(7 * DAY - DUE_SLACK_MS), now)).toBe(true);
    expect(isDue('Weekly', before(6 * DAY), now)).toBe(false);
  });

  it("is never due for 'No Updates' or a value that is no frequency", () => {
    expect(isDue('No Updates', before(365 * DAY), now)).toBe(false);
    expect(isDue('Hourly', before(365 * DAY), now)).toBe(false);
    expect(isDue('constructor', before(365 * DAY), now)).toBe(false);
    expect(dueCutoff('No Updates', now)).toBeNull();
  });
});

describe('what an alert covers', () => {
  it('runs from the watermark to the pass', () => {
    expect(alertWindow(before(DAY), now)).toEqual({ after: before(DAY), through: now });
  });

  it(`never reaches back more than ${MAX_LOOKBACK_DAYS} days`, () => {
    expect(alertWindow(before(400 * DAY), now)).toEqual({ after: before(MAX_LOOKBACK_DAYS * DAY), through: now });
  });
});
