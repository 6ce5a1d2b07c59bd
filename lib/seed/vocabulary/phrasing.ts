// Sentence patterns of a listing description, one list per topic. Placeholders in braces are
// filled by listing-description.ts; a capitalised one ({A}) starts the sentence with that phrase.

// Every opening names the acres and the kind of land ({noun}). {place} is the county and state, {near}
// "in Llano" for a lot in town and "near Llano" for country land (listing-text.ts nearText).
export const openings = [
  'Welcome to {acres} acres of {noun} in {place}.', 'This {acres}-acre tract of {noun} in {place} is ready for its next owner.',
  'Rare opportunity: {acres} acres of {noun} {near}.', 'Escape to {acres} private acres of {noun} in {place}.',
  'Located {near}, these {acres} acres of {noun} are full of possibilities.', 'A {adj} {acres}-acre tract of {noun} in {place}.',
  'Here are {acres} acres of {adj} {noun} in {place}.', 'Offered for the first time in decades: {acres} acres of {noun} {near}.',
  'Tucked away in {place}, these {acres} acres of {noun} combine privacy and convenience.', 'Now available: {acres} {adj} acres of {noun} in {place}.',
  'Looking for {noun}? These {acres} acres {near} check every box.', 'Priced to sell: {acres} acres of {noun} in {place}.',
  'Family-owned for generations, these {acres} acres of {noun} {near} are on the market.', 'Own your piece of {state}: {acres} acres of {noun} in {county}.',
  'Just listed in {county}: {acres} acres of {noun}.', 'Discover {acres} {adj} acres of {noun} {near}, {state}.',
] as const;

export const adjectives = [
  'secluded', 'scenic', 'private', 'productive', 'versatile', 'beautiful', 'well-kept', 'peaceful', 'diverse', 'picturesque',
  'turnkey', 'quiet', 'gorgeous', 'affordable', 'unrestricted', 'remote', 'accessible', 'exceptional', 'rugged', 'pristine',
  'sprawling', 'tranquil', 'hidden', 'storybook', 'manicured', 'untouched', 'classic', 'charming', 'idyllic', 'breathtaking',
  'one-of-a-kind', 'serene', 'lush', 'rustic', 'majestic', 'sheltered', 'sun-drenched', 'hard-to-find', 'well-located',
];
/** Adjectives only land of 10 acres and more earns: no "sprawling" 2-acre lot. */
export const tractAdjectives: ReadonlySet<string> = new Set(['remote', 'sprawling', 'rugged', 'untouched', 'majestic', 'productive', 'diverse']);
/** Adjectives for a lot, not for a tract over 200 acres: no "manicured" 2,000-acre ranch. */
export const lotAdjectives: ReadonlySet<string> = new Set(['manicured', 'well-located', 'charming', 'accessible', 'storybook']);

export const featureSentences = [
  'The property offers {a}, {b} and {c}.', 'Highlights include {a}, {b} and {c}.', 'Buyers will appreciate {a} and {b}.',
  'It comes with {a}, {b} and {c}.', 'Among its assets: {a}, {b} and {c}.', '{A} and {b} set this one apart.',
  'Standouts are {a}, {b} and {c}.', 'The place boasts {a}, {b} and {c}.',
];

export const landformSentences = [
  'The terrain combines {a} and {b}.', 'The land rises from {a} to {b}.', 'Topography ranges from {a} to {b}.',
  'You will find {a} and {b} across the property.', 'It lies in {a}, with {b} toward the back.',
  'Picture {a} and {b}.', 'Walk it and you will cross {a} and {b}.', '{A} rolls into {b}.',
];

export const coverSentences = [
  '{A} and {b} shade the property, with {c} in the clearings.', 'Cover is {a}, {b} and {c}.',
  'Stands of {a} border {c}.', 'The woods hold {a} and scattered {b}.', 'Groves of {a} edge the {c}.',
  'Open ground in {c} meets {a} at the edges.', 'Vegetation includes {a} and {c}.', 'Trees: {a}, {b} and {d}.',
];

export const waterSentences = [
  'The property is supplied by {a} and {b}.', 'The property has {a}.', 'There is {a}, plus {b}.', 'Livestock drink from {a}.',
  'Also on the land: {a}.', 'Add {a} and {b}.', 'A bonus: {a}.',
];

export const wildlifeSentences = [
  'Wildlife includes {a}, {b} and {c}.', 'Expect to see {a} and {b}.',
  'The habitat holds good numbers of {a} and {b}.', '{A}, {b} and {c} frequent the property.', 'Trail cameras show {a} and {b}.',
  'Game: {a} and {b}.', 'Sightings include {a}, {b} and {c}.', 'Home to {a} and {b}.',
];

/** Hunting land always tells its hunting. */
export const huntingSentences = [
  'Hunters will find {a}, {b} and {c}.', 'The hunting is excellent for {a} and {b}.', 'Proven hunting: {a}, {b} and {c}.',
  'Hunt {a} and {b} from the stands already in place.', 'Trail cameras show {a} and {b}, and the hunting pressure is light.',
  'Hunting here means {a}, {b} and {c}.', 'A true hunting property with {a} and {b}.', 'Bring your rifle: {a} and {b} roam the place.',
];

export const soilSentences = [
  'Soils are mostly {a}.', 'The predominant soil is {a}, with some {b}.', 'Soil maps show {a} and {b} on the open ground.',
  'Productive {a} covers most of the tillable land.',
];

export const improvementSentences = [
  'Improvements include {a}, {b} and {c}.', 'On the property: {a} and {b}.', 'Improvements include {a} and {b}.',
  'There is also {a}.', 'Outbuildings include {a} and {b}.',
];

export const fencingSentences = ['Fencing includes {a} and {b}.', 'The place is fenced with {a}.', 'It has {a} and {b}.'];

export const accessSentences = [
  'Access is by {a}, with {b}.', 'The land has {a} and {b}.', 'Access: {a}. Utilities: {b}.', 'You reach it by {a}; {b} is available.',
];

export const travelSentences = ['The property is {a}.', 'The tract is {a}.', 'Location: {a}.', 'It lies {a}.'];

export const useSentences = [
  'Ideal for {a} or {b}.', 'Perfect for {a}.', 'Suited to {a}, {b} or {c}.', 'Use it for {a} or {b}.', 'Great potential for {a}.',
  'Think {a}, {b} or {c}.', 'A fit for {a}.', 'Bring your plans for {a}.',
];

export const houseSentences = ['The home offers {a} and {b}.', 'Inside and out: {a}, {b} and {c}.', 'Home features include {a} and {b}.'];

export const mineralSentences = [
  'Seller will convey a share of the mineral rights.', 'Some mineral rights convey with an acceptable offer.',
  'Minerals: seller owns a portion and will convey half.', 'Mineral rights convey.',
];

export const financingSentences = [
  'Owner financing is available with a modest down payment.', 'Seller financing available; ask about terms.',
  'Owner will finance with {percent}% down.', 'Low down payment owner financing, no credit check.',
];

export const auctionSentences = [
  'Selling at public auction; see the terms and bidding details.', 'Sells at absolute auction on site.',
  'Online auction with a buyer premium; bidding opens soon.', 'Auction terms: 10% down on auction day, balance at closing.',
];

export const waterPlaceSentences = [
  'Enjoy life by {water} with fishing and boating close at hand.', '{Water} is minutes away for boating, fishing and swimming.',
  'Spend your weekends on {water}.', 'Sunrises over {water} come with the place.',
];

export const closings = [
  'Call today to schedule a showing.', 'Contact the listing agent for a private tour.', 'Properties like this do not last long.',
  'Showings by appointment only.', 'Schedule your tour today.', 'Drone video available on request.', 'Call for the gate code.',
  'Buyer to verify all information.', 'Survey and title work available.', 'Come see it before it is gone.', 'Make an offer.',
  'Agent must be present at all showings.', 'Priced below recent appraisal.', 'Listing broker is related to the seller.',
  'Motivated seller.', 'Seller will consider splitting the tract.', 'Cash or conventional financing.', 'Do not enter without an appointment.',
  'Aerial photos and maps attached.', 'A rare find at this price.', 'Pre-qualified buyers only, please.', 'Reduced for a quick sale.',
  'Boundary lines are approximate.', 'Bring your builder.', "Ask about the seller's equipment list.", 'Plat available.',
  'Inspections welcome.', 'Call the office for details.', 'All offers considered.', 'Sold as is.',
];

export const regionSentences = [
  'Located in the {region} region{of}.', 'It sits in the {region} area{of}.', 'Part of the {region}{of}.',
  'Classic {region} property at a fair price.', 'The {region} at its best.',
];

/** Capitalised features a lot's title can carry: "3 Acres with Mature Trees in Llano, TX". */
export const lotTitleFeatures = [
  'Road Frontage', 'Power and Water', 'Mature Trees', 'City Water', 'Paved Frontage', 'Utilities Available', 'a View',
  'No Restrictions', 'a Level Pad', 'a Pond',
];

/** Capitalised features a tract's title can carry: "40 Acres with Live Water in Llano County, TX". */
export const titleFeatures = [
  'Live Water', 'a Pond', 'Creek Frontage', 'Long-Range Views', 'Mature Timber', 'Road Frontage', 'a Barn', 'Two Wells',
  'a Spring', 'a Shop', 'Pasture and Woods', 'Hunting Blinds', 'Power and Water', 'a Cabin Site', 'Hay Meadows',
  'Mountain Views', 'a Well', 'Food Plots', 'Pecan Trees', 'a Stocked Lake', 'Irrigation Rights', 'Trails',
];
