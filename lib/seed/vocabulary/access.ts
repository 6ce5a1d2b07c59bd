// How a buyer reaches the land. `{road}` becomes a road name of the listing's state.
export const accessPhrases = [
  'frontage on {road}', 'access from {road}', 'all-weather gravel access', 'a deeded easement', 'blacktop frontage',
  'a private lane', 'a paved county road', 'a locked gate off {road}', 'a recorded access easement',
  'a ranch lane off {road}', 'frontage on two sides', 'a caliche drive', 'a shared drive', 'a forest service road',
  'a maintained township road', 'seasonal road access', 'a winding driveway', 'a two-track trail', 'a new culvert entrance',
  'a paved highway', 'a low-water crossing',
] as const;

/** Ways in that only country land has: no two-track trail to a lot in town. */
export const countryAccess: ReadonlySet<string> = new Set([
  'a locked gate off {road}', 'a ranch lane off {road}', 'a caliche drive', 'a forest service road', 'a maintained township road',
  'seasonal road access', 'a two-track trail', 'a low-water crossing',
]);

/** Kinds of road by state: Texas has farm-to-market roads, most states numbered county roads. */
export const roadKinds: Readonly<Record<string, readonly string[]>> = {
  TX: ['FM', 'County Road', 'RM', 'State Highway', 'US Highway'],
  OK: ['County Road', 'State Highway', 'US Highway', 'Section Line Road'],
  LA: ['Parish Road', 'State Highway', 'US Highway'],
  KS: ['Road', 'K-', 'US Highway'],
  NE: ['Road', 'Highway', 'US Highway'],
  PA: ['Township Road', 'State Route', 'SR'],
  NY: ['County Route', 'State Route', 'Town Road'],
  MI: ['Mile Road', 'County Road', 'M-'],
  WI: ['County Highway', 'State Highway', 'Town Road'],
  VA: ['State Route', 'Route', 'US Highway'],
};
export const defaultRoadKinds = ['County Road', 'State Highway', 'Highway', 'US Highway', 'Route'] as const;

/**
 * Drives to a town: [phrase, fewest miles, most miles]. {miles} and {minutes} are the real road distance
 * from the listing to {town} (an "easy drive" is at most 25 miles, "the outskirts" at most 3); {city} is
 * the listing's own town.
 */
export const travelPhrases: ReadonlyArray<readonly [string, number, number]> = [
  ['{minutes} minutes from {town}', 0, Infinity], ['an easy drive to {town}', 0, 25], ['a short drive to shopping at {town}', 0, 15],
  ['{miles} miles from {town}', 2, Infinity], ['a short drive to schools at {town}', 0, 15], ['within reach of {town}', 0, 45],
  ['on the outskirts of {town}', 0, 3], ['between {town} and {city}', 0, 30],
];
