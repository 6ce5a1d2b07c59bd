// Water on the land. `{stream}` takes the region's word for a small stream (streamWords).
export const waterFeatures = [
  'a spring-fed {stream}', 'a stock pond', 'a year-round {stream}', 'a drilled well', 'a wet-weather {stream}',
  'a stocked fishing pond', 'a seasonal {stream}', 'a natural spring', 'frontage on both sides of the {stream}',
  'a two-acre lake', 'a shallow well', 'a rock-bottom {stream} with swimming holes', 'a cased well with a new pump',
  'a spring box', 'a windmill and water trough', 'a dirt tank', 'an artesian well', 'a beaver pond', 'marsh and wetlands',
  'a small waterfall', 'a cistern', 'a rural water meter', 'irrigation water rights', 'ditch shares', 'a duck pond',
  'a pond site with a good dam location', 'a shared domestic well', 'a seep that stays green all summer',
  'a trickling {stream} under a canopy of hardwoods', 'a deep fishing hole', 'gravel bars along the {stream}',
  'a three-acre reservoir', 'a pivot well', 'rainwater catchment', 'a horse trough fed by a spring', 'a vernal pool',
  'a spring-fed pool', 'a bog', 'two wells', 'a hand-dug well', 'a solar well pump', 'a catch basin', 'an oxbow lake',
] as const;

/** Improvements, the everyday first. Type-specific ones come from typeFeatures. */
export const improvements = [
  'a metal shop building', 'an equipment shed', 'a pole barn', 'a storm shelter', 'a two-stall carport', 'a chicken coop',
  'a workshop with a concrete floor', 'a storage building', 'an RV pad with full hookups', 'a greenhouse', 'a root cellar',
  'a Quonset hut', 'a shipping container for storage', 'a covered pavilion', 'a fire pit', 'a fenced garden',
  'raised garden beds', 'a smokehouse', 'a bunkhouse', 'a camp house', 'a game cooler and skinning rack',
  'a detached garage', 'a guest cottage', 'a machine shed', 'a hay shed', 'a small orchard', 'a dog kennel', 'a gazebo',
  'a corn crib', 'a springhouse', 'a log outbuilding', 'a screened cook shack', 'a fuel tank stand', 'a walk-in cooler',
  'an outdoor kitchen', 'a boathouse', 'a tree house', 'a sauna', 'a private airstrip', 'a helicopter pad',
] as const;

export const fencing = [
  'barbed wire perimeter fencing', 'net wire fencing', 'cross fencing', 'a high fence', 'pipe fencing', 'board fencing',
  'electric fencing', 'woven wire on three sides', 'new fence along the road', 'pipe-and-cable fencing', 'split-rail fencing',
  'old stone walls', 'a game-proof fence', 'goat-proof fencing', 'a cattle guard at the gate',
] as const;

export const utilities = [
  'electricity on site', 'power along the frontage', 'a septic system', 'fiber internet', 'a rural co-op water line', 'good cell service',
  'three-phase power nearby', 'solar panels with battery backup', 'a propane tank', 'natural gas at the road',
  'a perc test on file', 'a recent survey', 'a conventional septic permit', 'a transformer on the pole',
  'satellite internet', 'city water and sewer', 'a generator hookup', 'an approved drilling permit',
] as const;
