import type { RegionalWords } from './ecoregions';

// Game and other wildlife by ecoregion, the most often named first.
export const wildlife: RegionalWords = {
  'gulf-coastal': [
    'whitetails', 'eastern wild turkey', 'wild hogs', 'bobwhite quail', 'wood ducks', 'dove', 'gray squirrels',
    'largemouth bass', 'alligators', 'black bear', 'Osceola turkey', 'swamp rabbits', 'redfish', 'mallards',
    'gopher tortoises', 'bream', 'teal', 'fox squirrels',
  ],
  'piedmont-appalachian': [
    'whitetail deer', 'wild turkey', 'black bear', 'ruffed grouse', 'squirrels', 'smallmouth bass', 'brook trout',
    'rabbits', 'dove', 'woodcock', 'rainbow trout', 'coyote', 'red fox', 'elk', 'bobcat', 'songbirds', 'wood ducks',
  ],
  'ozark-delta': [
    'wild turkey', 'whitetail deer', 'mallards', 'squirrels', 'smallmouth bass', 'wood ducks', 'black bear', 'elk',
    'dove', 'rabbits', 'catfish', 'crappie', 'bobwhite quail', 'snow geese', 'teal', 'bobcat', 'rainbow trout',
  ],
  'corn-belt': [
    'trophy whitetails', 'pheasant', 'wild turkey', 'waterfowl', 'bobwhite quail', 'rabbits', 'fox squirrels',
    'Canada geese', 'mallards', 'dove', 'coyote', 'red fox', 'bluegill', 'bass', 'catfish', 'woodcock',
  ],
  'great-plains': [
    'pheasant', 'mule deer', 'whitetail deer', 'pronghorn', 'sharp-tailed grouse', 'prairie chickens', 'Rio Grande turkey',
    'waterfowl', 'Canada geese', 'bobwhite quail', 'mourning dove', 'coyote', 'Hungarian partridge', 'walleye',
    'sandhill cranes', 'prairie dogs',
  ],
  'texas-oklahoma': [
    'whitetail deer', 'Rio Grande turkey', 'dove', 'bobwhite quail', 'wild hogs', 'axis deer', 'feral hogs',
    'scaled quail', 'ducks', 'largemouth bass', 'catfish', 'javelina', 'aoudad', 'fallow deer', 'sika deer', 'blackbuck',
    'mule deer', 'pronghorn', 'bobcat', 'armadillo', 'roadrunners',
  ],
  'desert-southwest': [
    'mule deer', 'elk', 'pronghorn', 'javelina', "Gambel's quail", 'Coues deer', 'scaled quail', 'dove', 'black bear',
    'mountain lion', 'Merriam\'s turkey', 'bighorn sheep', 'coyote', 'jackrabbits', 'roadrunners', 'hawks', 'oryx',
  ],
  'rocky-mountain': [
    'elk', 'mule deer', 'whitetail deer', 'moose', 'pronghorn', 'black bear', 'trout', 'sage grouse', 'blue grouse',
    "Merriam's turkey", 'bighorn sheep', 'mountain goats', 'mountain lion', 'bald eagles', 'chukar', 'waterfowl',
    'cutthroat trout', 'brown trout',
  ],
  pacific: [
    'blacktail deer', 'Roosevelt elk', 'wild turkey', 'California quail', 'steelhead', 'salmon', 'black bear',
    'mule deer', 'valley quail', 'waterfowl', 'bald eagles', 'mountain quail', 'band-tailed pigeons', 'trout',
    'wild pigs', 'osprey', 'herons',
  ],
  northeast: [
    'whitetail deer', 'ruffed grouse', 'wild turkey', 'black bear', 'moose', 'brook trout', 'snowshoe hare',
    'woodcock', 'beaver', 'waterfowl', 'coyote', 'fisher', 'bald eagles', 'smallmouth bass', 'songbirds', 'loons',
  ],
  'north-woods': [
    'whitetails', 'ruffed grouse', 'black bear', 'wild turkey', 'walleye', 'northern pike', 'moose', 'timber wolves',
    'waterfowl', 'snowshoe hare', 'muskie', 'woodcock', 'loons', 'bald eagles', 'beaver', 'otter', 'caribou', 'salmon',
  ],
  tropical: [
    'native birds', 'sea turtles', 'axis deer', 'wild pigs', 'nene geese', 'humpback whales offshore', 'reef fish',
    'coquí frogs', 'pheasant', 'francolin', 'mouflon sheep',
  ],
};
