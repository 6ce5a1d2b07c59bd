// How a buyer reaches the land. `{road}` becomes a road name of the listing's state.
export const accessPhrases = [
  'frontage on {road}', 'access from {road}', 'all-weather gravel access', 'a deeded easement', 'blacktop frontage',
  'a private lane', 'a paved county road', 'a locked gate off {road}', 'a recorded access easement',
  'a ranch lane off {road}', 'frontage on two sides', 'a caliche drive', 'a shared drive', 'a forest service road',
  'a maintained township road', 'seasonal road access', 'a winding driveway', 'a two-track trail', 'a new culvert entrance',
  'a paved highway', 'a low-water crossing',
] as const;

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

/** Drives to town, in minutes. */
export const travelPhrases = [
  '{minutes} minutes from {town}', 'an easy drive to {town}', 'close to shopping in {town}', '{miles} miles from {town}',
  'a short drive to schools in {town}', 'within reach of {town}', 'on the outskirts of {town}', 'between {town} and {city}',
] as const;
