// Server face of lib/brokers: reading profiles from the database, and a profile page's metadata and JSON-LD.
export { getBrokerProfile } from './read-profile';
export { brokerDescription, brokerJsonLd, brokerProfileMetadata, brokerProfileUrl, serializeJsonLd } from './profile-seo';
