import type { RegionalWords } from './ecoregions';

// Grasses, crops and understory by ecoregion: what covers the open ground.
export const groundCover: RegionalWords = {
  'gulf-coastal': [
    'Bahia grass', 'coastal Bermuda', 'saw palmetto', 'wiregrass', 'planted pines', 'row crops', 'peanuts', 'cotton',
    'blackberry thickets', 'sugarcane', 'switchgrass', 'muscadine vines', 'broomsedge', 'clover plots', 'rye grass',
  ],
  'piedmont-appalachian': [
    'fescue', 'orchard grass', 'mountain laurel', 'rhododendron', 'clover', 'hay ground', 'tobacco base', 'blackberry',
    'timothy', 'native warm-season grasses', 'wildflowers', 'ferns', 'blueberries', 'pawpaw patches', 'corn and soybeans',
  ],
  'ozark-delta': [
    'fescue', 'rice fields', 'soybeans', 'cotton', 'Bermuda grass', 'cedar glades', 'native grasses', 'clover',
    'cane thickets', 'winter wheat', 'switchgrass', 'blackberry', 'lespedeza', 'wildflowers', 'corn',
  ],
  'corn-belt': [
    'corn and soybeans', 'alfalfa', 'CRP grasses', 'brome', 'timothy', 'oats', 'hay ground', 'switchgrass',
    'grassed waterways', 'prairie plantings', 'clover', 'pollinator habitat', 'seed corn', 'winter wheat', 'orchard grass',
  ],
  'great-plains': [
    'native buffalograss', 'blue grama', 'western wheatgrass', 'winter wheat', 'milo', 'sunflowers', 'big bluestem',
    'little bluestem', 'switchgrass', 'alfalfa', 'CRP grass', 'sideoats grama', 'prairie sandreed', 'corn stalks',
    'sorghum', 'canola', 'yucca', 'sand sage',
  ],
  'texas-oklahoma': [
    'native grasses', 'coastal Bermuda', 'KR bluestem', 'prickly pear', 'little bluestem', 'sideoats grama',
    'Klein grass', 'wheat pasture', 'coastal hay', 'Indiangrass', 'Bahia grass', 'buffelgrass', 'cotton', 'milo',
    'sorghum', 'wildflowers', 'switchgrass', 'Texas wintergrass', 'green sprangletop', 'oat pasture',
  ],
  'desert-southwest': [
    'creosote', 'sagebrush', 'cholla', 'yucca', 'saguaro', 'blue grama', 'prickly pear', 'ocotillo', 'four-wing saltbush',
    'rabbitbrush', 'chamisa', 'agave', 'barrel cactus', 'tobosa grass', 'sacaton', 'black grama', 'snakeweed',
  ],
  'rocky-mountain': [
    'sagebrush', 'native grass', 'irrigated hay meadows', 'alfalfa', 'timothy', 'bitterbrush', 'wildflowers',
    'bluebunch wheatgrass', 'willow thickets', 'grass hay', 'rabbitbrush', 'snowberry', 'huckleberries', 'fescue',
    'serviceberry', 'barley', 'oak brush',
  ],
  pacific: [
    'vineyards', 'orchards', 'hazelnuts', 'annual grasses', 'chaparral', 'blackberries', 'grass seed fields',
    'irrigated pasture', 'salal', 'sword ferns', 'huckleberry', 'hops', 'almonds', 'walnuts', 'berries', 'lavender',
    'wheat', 'oak savanna',
  ],
  northeast: [
    'hayfields', 'blueberry barrens', 'ferns', 'mountain laurel', 'orchard grass', 'timothy', 'open meadows',
    'wildflowers', 'apple orchards', 'sugarbush', 'Christmas trees', 'corn', 'lowbush blueberries', 'goldenrod',
    'high tillable fields', 'dairy pasture',
  ],
  'north-woods': [
    'hayfields', 'blueberries', 'ferns', 'cranberry bogs', 'alfalfa', 'wild rice', 'sedge meadow', 'raspberries',
    'open fields', 'corn', 'soybeans', 'Christmas trees', 'tag alder', 'hazel brush', 'wildflowers',
  ],
  tropical: [
    'guinea grass', 'coffee', 'pineapple', 'taro', 'kikuyu grass', 'tropical fruit trees', 'bananas', 'cacao',
    'plantains', 'ti leaf', 'ferns', 'hibiscus', 'bamboo',
  ],
};
