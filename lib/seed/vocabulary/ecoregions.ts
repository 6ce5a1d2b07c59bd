// Listing copy speaks the language of its landscape: a Hill Country ranch has live oaks and caliche
// roads, a Vermont woodlot sugar maples and stone walls. Each state reads from the broad ecoregion
// whose trees, game, soils and landforms its listings name.

export const ecoregions = [
  'gulf-coastal', 'piedmont-appalachian', 'ozark-delta', 'corn-belt', 'great-plains', 'texas-oklahoma',
  'desert-southwest', 'rocky-mountain', 'pacific', 'northeast', 'north-woods', 'tropical',
] as const;
export type Ecoregion = (typeof ecoregions)[number];

/** Vocabulary of one kind (trees, soils, ...) for every ecoregion. */
export type RegionalWords = Readonly<Record<Ecoregion, readonly string[]>>;

const statesOf: Readonly<Record<Ecoregion, readonly string[]>> = {
  'gulf-coastal': ['FL', 'GA', 'AL', 'MS', 'LA', 'SC'],
  'piedmont-appalachian': ['NC', 'VA', 'WV', 'KY', 'TN', 'MD', 'DE'],
  'ozark-delta': ['AR', 'MO'],
  'corn-belt': ['IA', 'IL', 'IN', 'OH'],
  'great-plains': ['KS', 'NE', 'SD', 'ND'],
  'texas-oklahoma': ['TX', 'OK'],
  'desert-southwest': ['AZ', 'NM', 'NV'],
  'rocky-mountain': ['CO', 'MT', 'WY', 'ID', 'UT'],
  pacific: ['CA', 'OR', 'WA'],
  northeast: ['NY', 'PA', 'VT', 'NH', 'ME', 'MA', 'CT', 'RI', 'NJ', 'DC'],
  'north-woods': ['MN', 'WI', 'MI', 'AK'],
  tropical: ['HI', 'PR'],
};

const byState = new Map(ecoregions.flatMap((region) => statesOf[region].map((state) => [state, region] as const)));

/** The ecoregion of a state (by abbreviation); unknown states read as the Piedmont. */
export function ecoregionOf(abbreviation: string): Ecoregion {
  return byState.get(abbreviation) ?? 'piedmont-appalachian';
}
