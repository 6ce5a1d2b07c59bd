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
