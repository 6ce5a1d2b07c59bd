// SPEC §3: activities, farm types, region (amenity) types, home types. Stored as bit flags.
// Activity labels are copy: messages `activities.<name>` (lib/i18n/labels.ts).
function flags<const T extends readonly string[]>(names: T): Record<T[number], number> {
  return Object.fromEntries(names.map((n, i) => [n, 1 << i])) as Record<T[number], number>;
}

export const activityNames = [
  'aviation', 'beach', 'boating', 'camping', 'canoeing-kayaking', 'conservation', 'fishing',
  'horseback-riding', 'hunting', 'off-roading', 'rving', 'golfing', 'aquatic-sporting', 'skiing',
] as const;
export const Activity = flags(activityNames);
export type ActivityName = (typeof activityNames)[number];

export const farmTypeNames = ['homestead', 'hobby-farm', 'orchard', 'poultry-farm', 'vineyard'] as const;
export const FarmType = flags(farmTypeNames);

export const regionTypeNames = [
  'beachfront', 'desert', 'island', 'lakefront', 'mountain', 'off-grid', 'resort', 'riverfront', 'rural',
] as const;
export const RegionType = flags(regionTypeNames);

export const homeTypeNames = [
  'barndominium', 'cabin', 'cottage', 'guest-house', 'lake-house', 'mobile-home', 'tiny-home',
] as const;
export const HomeType = flags(homeTypeNames);
