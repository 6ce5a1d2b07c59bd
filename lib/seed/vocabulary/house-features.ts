// What a listing says about its house, beyond beds, baths and square feet.
export const houseFeatures = [
  'a covered front porch', 'a metal roof', 'an updated kitchen', 'a stone fireplace', 'a wood-burning stove',
  'vaulted ceilings', 'a screened porch', 'an open floor plan', 'hardwood floors', 'a walk-out basement',
  'an attached two-car garage', 'a wraparound porch', 'granite countertops', 'a mudroom', 'a sunroom', 'a loft',
  'a main-floor primary suite', 'new windows', 'spray-foam insulation', 'a back deck with views', 'a farmhouse sink',
  'a walk-in pantry', 'a storm cellar', 'shiplap walls', 'a heated shop', 'geothermal heat', 'a hot tub',
  'exposed beams', 'a cedar-sided exterior', 'a finished basement',
] as const;
