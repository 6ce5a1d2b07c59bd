// Allowances per client address (or per global key), each over a rolling window of `seconds`. Browsers
// of real visitors stay far below them; a script posting in a loop does not. RATE_LIMIT_SCALE multiplies
// every `points` for a deployment (docs/platform.md "Rate limits").

export interface LimitRule {
  points: number;
  seconds: number;
}

export const rateLimits = {
  /** Browser error and CSP reports: a failing page reports once, not hundreds of times. */
  logging: { points: 30, seconds: 60 },
  /** Every address together: caps how fast the logs table can grow at all. */
  loggingGlobal: { points: 1200, seconds: 60 },
  /** The client logs each search it runs once. */
  popularSearch: { points: 30, seconds: 60 },
  /** Debounced typing in the location box. */
  autocomplete: { points: 120, seconds: 60 },
  searchUrl: { points: 120, seconds: 60 },
  /** Every pan and zoom of the search map. */
  markers: { points: 240, seconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof rateLimits;
