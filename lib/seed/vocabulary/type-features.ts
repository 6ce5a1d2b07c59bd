import { PropertyType } from '@/lib/domain';

// What each primary type of land is sold on, the most often named first.
const P = PropertyType;

export const typeFeatures: Readonly<Record<number, readonly string[]>> = {
  [P.FARM]: [
    'tillable acres', 'a center pivot', 'productive cropland', 'a grain bin', 'a hay barn and pens', 'cross-fenced paddocks',
    'drain tile', 'cash rent income', 'an FSA base', 'terraces and waterways', 'a cattle working facility', 'a feedlot',
    'a grain leg and dryer', 'a sprinkler system', 'irrigated fields', 'a dairy barn', 'CRP contract income',
    'a farm pond', 'a roadside stand', 'a broiler house',
  ],
  [P.RANCH]: [
    'good grass', 'a set of working pens', 'stock tanks', 'a windmill', 'high-fenced acreage', 'a pipe-fenced entrance',
    'a squeeze chute', 'multiple pastures', 'a grazing lease', 'a headquarters with a barn', 'a rotational grazing setup',
    'a shipping alley', 'calving sheds', 'a hay meadow', 'live water', 'an ag exemption', 'a roping arena', 'a scale house',
  ],
  [P.HUNTING]: [
    'food plots', 'box blinds and feeders', 'creek bottoms full of hardwoods', 'a duck slough', 'a mature buck history',
    'a network of shooting lanes', 'trail cameras in place', 'bedding cover', 'travel corridors', 'a green-tree reservoir',
    'a dove field', 'a managed herd', 'ladder stands', 'a walk-in cooler at camp', 'a flooded green-tree hole',
    'a turkey roost', 'quail habitat', 'a rifle range',
  ],
  [P.TIMBERLAND]: [
    'merchantable pine sawlogs', 'mature hardwoods', 'a timber cruise on file', 'logging roads throughout', 'pine plantation',
    'a recent thinning', 'sawtimber', 'pulpwood', 'a forest management plan', 'firebreaks', 'a carbon credit program',
    'select-cut hardwoods', 'a young stand of planted pines', 'veneer-grade walnut', 'a log deck site',
  ],
  [P.RECREATIONAL]: [
    'trails for ATVs', 'secluded campsites', 'long-range views', 'a stocked lake', 'a cabin site', 'a swimming hole',
    'mountain bike trails', 'a shooting range', 'hiking trails', 'a primitive campground', 'a hilltop overlook',
    'dark night skies', 'a zip line', 'kayak access', 'an old homestead site', 'a rustic cabin',
  ],
  [P.HORSE]: [
    'a center-aisle horse barn', 'a riding arena', 'board-fenced paddocks', 'trail access', 'a round pen', 'a hot walker',
    'a wash rack', 'a tack room', 'run-in sheds', 'a covered arena', 'grass turnout', 'a six-stall barn',
    'a cross-country course', 'a hay loft',
  ],
  [P.LAKEFRONT]: [
    'deep water frontage', 'a private boat dock', 'sunset views over the water', 'a gentle slope to the shore',
    'a boat ramp', 'a sandy beach', 'a covered boat slip', 'a seawall', 'a lakeside fire pit', 'year-round water',
    'a swim platform', 'a fishing pier',
  ],
  [P.RIVERFRONT]: [
    'river frontage', 'a sandy river bank', 'wading and fishing holes', 'a gravel bar', 'a canoe launch',
    'riffles and pools', 'a river overlook', 'a floodplain meadow', 'trout water', 'a boat launch',
  ],
  [P.BEACHFRONT]: [
    'steps to the sand', 'ocean views', 'a private beach walkway', 'dune frontage', 'a dock on the sound',
    'Gulf breezes', 'a boardwalk', 'an outdoor shower', 'a rooftop deck', 'a short walk to the pier',
  ],
  [P.RESIDENTIAL]: [
    'a level building pad', 'mature shade trees', 'a paved drive', 'a fenced backyard', 'a quiet cul-de-sac',
    'a good school district', 'no HOA', 'room for a shop', 'a circle drive', 'a garden spot',
  ],
  [P.HOMESITES]: [
    'a cleared homesite', 'underground utilities', 'light restrictions', 'a paved subdivision road', 'a ridge-top building site',
    'a survey and plat', 'an approved septic design', 'HOA amenities', 'a gated entrance', 'build-ready lots',
  ],
  [P.COMMERCIAL]: [
    'highway frontage', 'high traffic counts', 'commercial zoning', 'a curb cut', 'utilities at the site', 'a rail spur',
    'a traffic light', 'a truck-friendly entrance', 'an industrial park setting', 'a retail corner',
  ],
  [P.UNDEVELOPED]: [
    'a mix of woods and open ground', 'several building sites', 'no deed restrictions', 'a cleared pad site',
    'a level meadow', 'a hilltop clearing', 'a woodlot', 'a private setting', 'a natural draw', 'a seasonal wash',
  ],
};

/** Features any kind of land may have, added to its type's own; none of them common. */
export const generalFeatures = [
  'level building sites', 'mature shade', 'light restrictions', 'rolling topography', 'a gated entry', 'an old homeplace',
  'a family cemetery', 'a fire ring', 'a rock quarry', 'a scenic overlook', 'wildflower meadows', 'an ag valuation',
  'a recent boundary survey', 'underground power', 'a sunset view', 'an interior trail system', 'a high point for a home',
  'a cattle pen', 'a covered lean-to', 'an orchard', 'a garden spot', 'a berry patch', 'a shooting bench', 'a hay field',
  'a mobile home hookup', 'a camping area', 'electric on site', 'a metal barn', 'blacktop frontage',
  'perimeter fencing', 'a seasonal stream', 'an RV site', 'a bluff', 'a wind break', 'a sinkhole',
  'a stone chimney from an old cabin', 'an arrowhead field', 'a natural amphitheater', 'a historic marker', 'a bat cave',
];

/** The features of any land that a lot by a town may have too (no cattle pens or quarries on a lot). */
export const lotFeatures = [
  'level building sites', 'mature shade', 'light restrictions', 'a gated entry', 'underground power', 'a sunset view',
  'a recent boundary survey', 'a garden spot', 'electric on site', 'blacktop frontage', 'a high point for a home', 'an orchard',
];

/** How a title names each primary type ("82 Acres of Hunting Land"); the first is the usual one. */
export const typeNouns: Readonly<Record<number, readonly string[]>> = {
  [P.FARM]: ['Farmland', 'Cropland', 'Crop Ground', 'Tillable Land', 'Farm Ground'],
  [P.RANCH]: ['Ranch Land', 'Grazing Land', 'Ranchland', 'Rangeland'],
  [P.RECREATIONAL]: ['Recreational Land', 'Recreational Property', 'Getaway Land', 'Recreational Acreage'],
  [P.RESIDENTIAL]: ['Residential Land', 'Residential Acreage', 'Country Property'],
  [P.TIMBERLAND]: ['Timberland', 'Wooded Acreage', 'Forest Land', 'Timber'],
  [P.UNDEVELOPED]: ['Land', 'Vacant Land', 'Raw Land', 'Open Land'],
  [P.COMMERCIAL]: ['Commercial Land', 'Commercial Acreage', 'Development Land'],
  [P.HUNTING]: ['Hunting Land', 'Hunting Property', 'Deer Hunting Land', 'Hunting Ground'],
  [P.HORSE]: ['Horse Property', 'Equestrian Property', 'Equine Property'],
  [P.LAKEFRONT]: ['Lakefront Land', 'Lakefront Property', 'Lakefront Acreage'],
  [P.BEACHFRONT]: ['Beachfront Property', 'Beach Property', 'Coastal Property'],
  [P.RIVERFRONT]: ['Riverfront Land', 'Riverfront Property', 'Riverfront Acreage'],
  [P.HOMESITES]: ['Homesite Acreage', 'Buildable Land', 'Homesite Land'],
};
