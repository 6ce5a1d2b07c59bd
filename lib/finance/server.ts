// The server face of lib/finance: reading finance centers, the SPEC §7 finance calls (null on any
// failure), and storing the finance contact form's requests.
export * from './index';
export * from './finance-api';
export * from './read-finance-centers';
export * from './submit-finance-lead';
export * from './finance-answer';
