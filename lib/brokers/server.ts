// Server face of lib/brokers: reading profiles from the database, a profile page's metadata and JSON-LD,
// and what a broker listings URL shows.
export { getBrokerProfile } from './read-profile';
export { brokerDescription, brokerJsonLd, brokerProfileMetadata, brokerProfileUrl, serializeJsonLd } from './profile-seo';
export { brokerListingsPage, type BrokerListingsPage } from './listings-page';
export { brokerListingsMetadata } from './listings-seo';
export { brokerOgCard, brokerOgImage } from './profile-og-image';
export { brokerOgImagePath, brokerOgImageVersion } from './profile-og-path';
