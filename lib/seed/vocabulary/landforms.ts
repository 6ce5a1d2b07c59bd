import type { RegionalWords } from './ecoregions';

// How the ground lies, in each ecoregion's own words.
export const landforms: RegionalWords = {
  'gulf-coastal': [
    'gently rolling sandhills', 'flat pine flatwoods', 'hardwood bottoms', 'a cypress head', 'a bay head',
    'level upland fields', 'a swampy drain', 'low ridges', 'marshland', 'a longleaf ridge', 'a palmetto flat', 'savannas',
  ],
  'piedmont-appalachian': [
    'rolling hills', 'a wooded ridge', 'a mountain cove', 'steep hollows', 'a bench', 'a knob', 'gentle slopes',
    'bottomland along the river', 'a gap', 'high meadows', 'a saddle', 'limestone outcrops', 'a spur ridge',
  ],
  'ozark-delta': [
    'wooded ridges', 'rocky hollows', 'bluffs', 'a flat delta field', 'river bottoms', 'glades', 'a bench', 'sinkholes',
    'a spring branch valley', 'levee-protected ground', 'gravel bars', 'gentle hills',
  ],
  'corn-belt': [
    'gently rolling tillable ground', 'level to gently sloping fields', 'timbered draws', 'a creek bottom', 'terraced hills',
    'glacial till plain', 'loess hills', 'ravines', 'a river terrace', 'flat black ground',
  ],
  'great-plains': [
    'open prairie', 'rolling grassland', 'sandhills', 'canyons', 'a coulee', 'draws', 'buttes', 'breaks', 'a playa',
    'flat farm ground', 'river breaks', 'shortgrass prairie', 'badlands', 'a pothole',
  ],
  'texas-oklahoma': [
    'rolling hills', 'a limestone bluff', 'caliche hills', 'creek bottoms', 'a granite outcrop', 'mesquite flats',
    'brushy draws', 'a high ridge', 'blackland prairie', 'cross timbers', 'sandy loam uplands', 'caprock canyons',
    'a river terrace', 'gyp hills', 'post oak savannah', 'brush country',
  ],
  'desert-southwest': [
    'a mesa', 'high desert', 'washes', 'an arroyo', 'a canyon rim', 'foothills', 'a bajada', 'malpais lava flows',
    'red rock', 'a box canyon', 'grassland valleys', 'a butte', 'a playa', 'volcanic cinder hills',
  ],
  'rocky-mountain': [
    'a mountain meadow', 'timbered slopes', 'a valley floor', 'foothills', 'alpine basins', 'a bench', 'aspen groves',
    'sagebrush flats', 'a canyon', 'a high park', 'rock outcroppings', 'a hogback ridge', 'river bottom', 'badlands',
  ],
  pacific: [
    'oak-studded hills', 'a valley floor', 'timbered ridges', 'a coastal bluff', 'terraced slopes', 'a river bench',
    'foothills', 'canyons', 'rolling pasture', 'a wooded draw', 'scablands', 'high desert', 'a saddle',
  ],
  northeast: [
    'rolling hills', 'a hardwood ridge', 'stone-walled fields', 'a southern slope', 'a notch', 'ledges', 'glacial boulders',
    'a hollow', 'a hilltop', 'wetlands', 'a sugarbush slope', 'a gentle knoll', 'a kame terrace',
  ],
  'north-woods': [
    'rolling woodland', 'a glacial esker', 'cedar swamp', 'a high ridge', 'gently rolling hills', 'muskeg', 'a bog',
    'kettle lakes', 'rock outcrops', 'sand plains', 'a drumlin', 'a bluff over the lake',
  ],
  tropical: [
    'a hillside', 'lava fields', 'a gulch', 'a valley', 'a ridge', 'a coastal plain', 'karst hills', 'a plateau',
    'an ocean bluff',
  ],
};

/** The local word for a small stream: a branch in Georgia, a brook in Vermont, a wash in Arizona. */
export const streamWords: RegionalWords = {
  'gulf-coastal': ['creek', 'branch', 'slough', 'bayou', 'run'],
  'piedmont-appalachian': ['creek', 'branch', 'run', 'fork', 'spring branch'],
  'ozark-delta': ['creek', 'spring branch', 'slough', 'bayou', 'run'],
  'corn-belt': ['creek', 'stream', 'run', 'slough', 'drainage'],
  'great-plains': ['creek', 'draw', 'coulee', 'stream', 'slough'],
  'texas-oklahoma': ['creek', 'draw', 'branch', 'slough', 'bayou'],
  'desert-southwest': ['wash', 'arroyo', 'creek', 'draw', 'cienega'],
  'rocky-mountain': ['creek', 'stream', 'spring creek', 'gulch', 'draw'],
  pacific: ['creek', 'stream', 'seasonal creek', 'slough', 'run'],
  northeast: ['brook', 'stream', 'creek', 'kill', 'run'],
  'north-woods': ['creek', 'stream', 'trout stream', 'brook', 'river'],
  tropical: ['stream', 'gulch', 'quebrada', 'river', 'spring'],
};
