// The browser-safe face of lib/brokers: a seller's public profile as data, its URL, and the rules of
// its page. Reading profiles from the database is in './server'.
export * from './broker-profile';
