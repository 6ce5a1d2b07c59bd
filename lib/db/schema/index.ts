export * from './geography';
export * from './accounts';
export * from './users';
export * from './listings';
export * from './media';
export * from './engagement';
export * from './system';
export * from './seller';
