// The browser-safe face of lib/brokers: a seller's public profile as data, its URL, the rules of its page,
// and the broker directory's URLs. Reading from the database is in './server'.
export * from './broker-profile';
export * from './directory-view';
