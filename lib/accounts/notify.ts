// SPEC §3 saved search `notify`: how often we mail what changed. 'No Updates' is the default.
export const notifyFrequencies = ['No Updates', 'Instant', 'Daily', 'Weekly'] as const;
export type NotifyFrequency = (typeof notifyFrequencies)[number];
export const DEFAULT_NOTIFY: NotifyFrequency = 'No Updates';

export function isNotifyFrequency(value: string): value is NotifyFrequency {
  return (notifyFrequencies as readonly string[]).includes(value);
}

/** The message key of each frequency's label (`savedSearches.notify.*`): the stored values are SPEC's words, not copy. */
export const notifyLabelKeys: Readonly<Record<NotifyFrequency, 'noUpdates' | 'instant' | 'daily' | 'weekly'>> = {
  'No Updates': 'noUpdates',
  Instant: 'instant',
  Daily: 'daily',
  Weekly: 'weekly',
};
