// SPEC §8 logging severities 0-8, by code.
export const logSeverities = [
  'Information', 'Verbose', 'Debug', 'Warning', 'Error', 'CriticalYellow', 'CriticalOrange', 'CriticalRedOrange', 'CriticalRed',
] as const;
export type LogSeverity = (typeof logSeverities)[number];
export const ERROR_SEVERITY = 4;
