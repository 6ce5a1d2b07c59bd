import type { RegionalWords } from './ecoregions';

// Trees and woody cover by ecoregion, the most often named first (picks lean toward the front).
export const trees: RegionalWords = {
  'gulf-coastal': [
    'longleaf pine', 'loblolly pine', 'live oak', 'slash pine', 'water oak', 'sweetgum', 'magnolia', 'bald cypress',
    'laurel oak', 'pecan', 'sabal palm', 'red maple', 'tupelo gum', 'hickory', 'black gum', 'turkey oak', 'sycamore',
    'dogwood', 'yaupon holly', 'wax myrtle', 'southern red oak', 'swamp chestnut oak', 'persimmon', 'sassafras',
  ],
  'piedmont-appalachian': [
    'tulip poplar', 'white oak', 'hickory', 'black walnut', 'red oak', 'sugar maple', 'Virginia pine', 'chestnut oak',
    'eastern hemlock', 'black cherry', 'dogwood', 'sourwood', 'white pine', 'beech', 'black locust', 'sycamore',
    'buckeye', 'basswood', 'redbud', 'shortleaf pine', 'persimmon', 'river birch', 'cucumber magnolia', 'sassafras',
  ],
  'ozark-delta': [
    'shortleaf pine', 'post oak', 'hickory', 'black oak', 'white oak', 'eastern red cedar', 'black walnut',
    'bald cypress', 'sweetgum', 'pecan', 'cottonwood', 'sycamore', 'red oak', 'dogwood', 'redbud', 'persimmon',
    'willow oak', 'overcup oak', 'sassafras', 'hackberry', 'pawpaw', 'green ash',
  ],
  'corn-belt': [
    'bur oak', 'black walnut', 'shagbark hickory', 'silver maple', 'cottonwood', 'white oak', 'red oak', 'hackberry',
    'green ash', 'sycamore', 'honey locust', 'boxelder', 'black cherry', 'basswood', 'river birch', 'pin oak',
    'Osage orange', 'mulberry', 'buckeye', 'swamp white oak', 'sugar maple',
  ],
  'great-plains': [
    'cottonwood', 'hackberry', 'green ash', 'bur oak', 'eastern red cedar', 'Russian olive', 'boxelder', 'elm',
    'willow', 'chokecherry', 'plum thickets', 'hawthorn', 'ponderosa pine', 'wild plum', 'buffaloberry', 'Osage orange',
  ],
  'texas-oklahoma': [
    'live oak', 'mesquite', 'cedar elm', 'post oak', 'pecan', 'Ashe juniper', 'Spanish oak', 'blackjack oak',
    'hackberry', 'huisache', 'Texas persimmon', 'shin oak', 'bois d\'arc', 'cottonwood', 'black willow', 'sycamore',
    'Mexican plum', 'Shumard oak', 'chinkapin oak', 'agarita', 'yaupon', 'elbowbush', 'soapberry', 'walnut',
  ],
  'desert-southwest': [
    'juniper', 'pinyon pine', 'mesquite', 'ponderosa pine', 'Gambel oak', 'palo verde', 'cottonwood', 'Arizona sycamore',
    'desert willow', 'alligator juniper', 'ironwood', 'Emory oak', 'catclaw acacia', 'mountain mahogany', 'Arizona walnut',
    'velvet ash', 'netleaf hackberry', 'Joshua tree',
  ],
  'rocky-mountain': [
    'ponderosa pine', 'aspen', 'lodgepole pine', 'Douglas fir', 'Engelmann spruce', 'subalpine fir', 'cottonwood',
    'juniper', 'Gambel oak', 'blue spruce', 'limber pine', 'willow', 'mountain mahogany', 'serviceberry',
    'chokecherry', 'western larch', 'narrowleaf cottonwood', 'pinyon pine', 'alder', 'bristlecone pine',
  ],
  pacific: [
    'Douglas fir', 'valley oak', 'western red cedar', 'bigleaf maple', 'Oregon white oak', 'madrone', 'ponderosa pine',
    'blue oak', 'coast redwood', 'red alder', 'western hemlock', 'black oak', 'incense cedar', 'sugar pine', 'tanoak',
    'coast live oak', 'Sitka spruce', 'grand fir', 'bay laurel', 'cottonwood', 'vine maple', 'manzanita',
  ],
  northeast: [
    'sugar maple', 'white pine', 'red oak', 'eastern hemlock', 'yellow birch', 'beech', 'white ash', 'black cherry',
    'red maple', 'paper birch', 'red spruce', 'balsam fir', 'shagbark hickory', 'white oak', 'tamarack', 'basswood',
    'black walnut', 'apple trees', 'hophornbeam', 'northern white cedar', 'tulip poplar', 'striped maple',
  ],
  'north-woods': [
    'aspen', 'red pine', 'paper birch', 'white pine', 'sugar maple', 'balsam fir', 'jack pine', 'tamarack',
    'northern white cedar', 'black spruce', 'red oak', 'basswood', 'white spruce', 'black ash', 'bur oak',
    'ironwood', 'yellow birch', 'hemlock', 'balsam poplar', 'mountain ash',
  ],
  tropical: [
    'coconut palm', 'mango', 'koa', 'ohia', 'breadfruit', 'avocado', 'banana', 'kukui', 'monkeypod', 'guava',
    'flamboyan', 'ceiba', 'citrus', 'papaya', 'macadamia', 'plumeria', 'royal palm', 'mahogany',
  ],
};
