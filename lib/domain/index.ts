export * from './market-status';
export * from './sale-type';
export * from './listing-tier';
export * from './property-type';
export * from './sort-order';
export * from './account-type';
export * from './activity';
