/** Nothing older than this is ever reported: a frequency switched on after months of 'No Updates' starts here. */
export const MAX_LOOKBACK_DAYS = 30;

/** What one alert covers: changes after `after`, up to and including `through` (the pass's clock). */
export interface AlertWindow {
  after: Date;
  through: Date;
}

export function alertWindow(alertedThrough: Date, now: Date): AlertWindow {
  const earliest = now.getTime() - MAX_LOOKBACK_DAYS * 86_400_000;
  return { after: new Date(Math.max(alertedThrough.getTime(), earliest)), through: now };
}
