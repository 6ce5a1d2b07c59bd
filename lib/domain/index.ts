// SPEC enumerations with their numeric codes: the one face of lib/domain. Its package.json says
// `sideEffects: false` (these modules only declare constants), so a browser bundle that imports one
// constant from here keeps only the modules it uses, not every list re-exported below.
export * from './market-status';
export * from './sale-type';
export * from './listing-tier';
export * from './property-type';
export * from './sort-order';
export * from './account-type';
export * from './activity';
