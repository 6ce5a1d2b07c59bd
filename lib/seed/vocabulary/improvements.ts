// Buildings, fences and utilities a listing may name, the everyday first.

/** Type-specific improvements (pens, arenas, docks) come from typeFeatures. */
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
