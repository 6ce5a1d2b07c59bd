// Search engines and sharing for a listing: JSON-LD, Next metadata (Open Graph, Twitter, robots), URLs.
export { listingJsonLd, serializeJsonLd, type JsonLd } from './json-ld';
export { listingDescription, listingMetadata, META_DESCRIPTION_MAX } from './metadata';
export { listingPlace, shortText } from './listing-text';
export { flyerPath, listingUrl, OG_IMAGE_SIZE, ogImagePath, siteOrigin, type ListingUrlFacts } from './listing-urls';
