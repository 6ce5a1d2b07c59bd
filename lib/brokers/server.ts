// Server face of lib/brokers: reading profiles from the database, a profile page's metadata and JSON-LD,
// what a broker listings URL shows, and the broker directory's reads and metadata.
export { getBrokerProfile } from './read-profile';
export { brokerDescription, brokerJsonLd, brokerProfileMetadata, brokerProfileUrl, serializeJsonLd } from './profile-seo';
export { brokerListingsPage, type BrokerListingsPage } from './listings-page';
export { brokerListingsMetadata } from './listings-seo';
export { brokerOgCard, brokerOgImage } from './profile-og-image';
export { brokerOgImagePath, brokerOgImageVersion } from './profile-og-path';
export { searchDirectory, directoryCounties, directoryStateCounts, type DirectoryCounty, type DirectoryQuery, type DirectoryResult } from './directory-query';
export { countyArea, readDirectory, statesWithMembers, type DirectoryReading } from './directory-page-data';
export { directoryMetadata } from './directory-seo';
