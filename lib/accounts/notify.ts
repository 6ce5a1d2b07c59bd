// SPEC §3 saved search `notify`: how often we mail what changed. 'No Updates' is the default.
export const notifyFrequencies = ['No Updates', 'Instant', 'Daily', 'Weekly'] as const;
export type NotifyFrequency = (typeof notifyFrequencies)[number];
export const DEFAULT_NOTIFY: NotifyFrequency = 'No Updates';
